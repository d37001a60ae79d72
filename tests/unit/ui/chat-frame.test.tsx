/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ChatFrame } from "@/components/chat/chat-frame";
import type { Role } from "@/lib/auth/roles";
import { renderWithIntl } from "@/tests/helpers/render-with-intl";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  usePathname: () => "/chat",
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ success: true, conversations: [] }),
  })) as unknown as typeof fetch;
});

function renderFrame(role: Role) {
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChatFrame
        user={{ name: "Ana", email: "ana@demo.mx" }}
        role={role}
        organization={{ name: "Demo S.A.", logoUrl: null, color: null }}
      >
        <p>Conversation</p>
      </ChatFrame>
    </QueryClientProvider>,
  );
}

describe("ChatFrame", () => {
  it("shows the Configuration button to admins only", () => {
    renderFrame("admin");
    expect(screen.getByRole("link", { name: "Configuration" })).toHaveAttribute(
      "href",
      "/admin/configuracion",
    );
  });

  it.each<Role>(["member", "superadmin"])("hides Configuration from a %s", (role) => {
    renderFrame(role);
    expect(screen.queryByRole("link", { name: "Configuration" })).not.toBeInTheDocument();
  });

  it("has a new-conversation button, the empty conversation list, the user and the language switch", async () => {
    renderFrame("member");
    expect(screen.getByRole("link", { name: "New conversation" })).toHaveAttribute("href", "/chat");
    expect(screen.getByRole("heading", { name: "Conversations" })).toBeInTheDocument();
    expect(await screen.findByText("No conversations yet.")).toBeInTheDocument();
    expect(screen.getByText("ana@demo.mx")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Language" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(screen.getByText("Conversation")).toBeInTheDocument();
  });
});
