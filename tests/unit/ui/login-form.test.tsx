/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm, type LoginType } from "@/components/auth/login-form";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

type Reply = { status?: number; body: unknown } | "network-error";

/** The part of a fetch Response the form reads (jsdom has no Response). */
const jsonResponse = (body: unknown, status = 200) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

function mockFetch(...replies: Reply[]) {
  const fetchMock = jest.fn(async () => {
    const reply = replies.shift();
    if (!reply || reply === "network-error") throw new TypeError("Failed to fetch");
    return jsonResponse(reply.body, reply.status);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function setup({
  type = null,
  redirectTo = null,
  locale = "en",
}: { type?: LoginType; redirectTo?: string | null; locale?: "en" | "es" } = {}) {
  const navigate = jest.fn();
  // No intl provider: the page gives the form its texts, as on the sign-in page.
  const texts = { en, es }[locale].Login;
  render(<LoginForm type={type} redirectTo={redirectTo} texts={texts} navigate={navigate} />);
  return { navigate, user: userEvent.setup() };
}

const emailInput = () => screen.getByLabelText("Email");
const codeInput = () => screen.getByLabelText("Access code");
const sendButton = () => screen.getByRole("button", { name: /send code|sending/i });
const signInButton = () => screen.getByRole("button", { name: /sign in|signing in/i });

function sentBody(fetchMock: jest.Mock, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) };
}

describe("LoginForm", () => {
  it("disables Send code until an e-mail is typed, and Sign in until both fields are filled", async () => {
    const { user } = setup();
    expect(sendButton()).toBeDisabled();
    expect(signInButton()).toBeDisabled();
    await user.type(emailInput(), "   ");
    expect(sendButton()).toBeDisabled();
    await user.type(emailInput(), "ana@example.com");
    expect(sendButton()).toBeEnabled();
    expect(signInButton()).toBeDisabled();
    await user.type(codeInput(), "123456");
    expect(signInButton()).toBeEnabled();
  });

  it("keeps the code to six digits with a numeric one-time-code field", async () => {
    const { user } = setup();
    expect(codeInput()).toHaveAttribute("inputmode", "numeric");
    expect(codeInput()).toHaveAttribute("autocomplete", "one-time-code");
    expect(codeInput()).toHaveAttribute("maxlength", "6");
    await user.type(codeInput(), "12a3456");
    expect(codeInput()).toHaveValue("123456");
  });

  it("trims the e-mail, shows Sending… while the request runs, then the server's message in green", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = jest.fn(async () => {
      await gate;
      return jsonResponse({ success: true, message: "Check your inbox" });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const { user } = setup();
    await user.type(emailInput(), "  ana@example.com  ");
    await user.click(sendButton());
    expect(sendButton()).toHaveTextContent("Sending…");
    expect(sendButton()).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText("Check your inbox")).toHaveClass("text-green-800");
    expect(sentBody(fetchMock)).toEqual({
      url: "/api/auth",
      method: "POST",
      body: { email: "ana@example.com" },
    });
    expect(sendButton()).toHaveTextContent("Send code");
    expect(codeInput()).toHaveFocus();
  });

  it("shows the default code-sent text when the server sends none (Spanish too)", async () => {
    mockFetch({ body: { success: true } });
    const { user } = setup({ locale: "es" });
    await user.type(screen.getByLabelText("Correo electrónico"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Enviar código" }));
    expect(await screen.findByText("Código de acceso enviado a tu correo.")).toBeInTheDocument();
  });

  it("announces notices in a polite live region", async () => {
    mockFetch({ body: { success: true } });
    const { user } = setup();
    await user.type(emailInput(), "ana@example.com");
    await user.click(sendButton());
    const notice = await screen.findByText("Access code sent to your email.");
    expect(notice.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  it("shows the server's error, or a fallback, when the code request fails", async () => {
    mockFetch(
      { status: 429, body: { success: false, error: "Too many requests" } },
      { status: 500, body: {} },
    );
    const { user } = setup();
    await user.type(emailInput(), "ana@example.com");
    await user.click(sendButton());
    expect(await screen.findByText("Too many requests")).toHaveClass("text-red-800");
    await user.click(sendButton());
    expect(await screen.findByText("Could not send the code. Please try again.")).toBeInTheDocument();
  });

  it("shows the network error when fetch fails", async () => {
    mockFetch("network-error", "network-error");
    const { user } = setup();
    await user.type(emailInput(), "ana@example.com");
    await user.click(sendButton());
    expect(await screen.findByText("Network error. Please try again.")).toBeInTheDocument();
    await user.type(codeInput(), "123456");
    await user.click(signInButton());
    await waitFor(() => expect(signInButton()).toHaveTextContent("Sign in"));
    expect(screen.getByText("Network error. Please try again.")).toBeInTheDocument();
  });

  it("shows Signing in… and the server's error or 'Login failed' when sign-in fails", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const replies = [{ success: false, error: "Invalid or expired code." }, { success: false }];
    global.fetch = jest.fn(async () => {
      await gate;
      return jsonResponse(replies.shift(), 401);
    }) as unknown as typeof fetch;
    const { user, navigate } = setup();
    await user.type(emailInput(), " ana@example.com ");
    await user.type(codeInput(), "123456");
    await user.click(signInButton());
    expect(signInButton()).toHaveTextContent("Signing in…");
    expect(signInButton()).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText("Invalid or expired code.")).toBeInTheDocument();
    await user.click(signInButton());
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ["admin", "/admin/entrenamiento", "/admin/entrenamiento"],
    ["admin", "/super-admin/organizations", "/admin/configuracion"],
    ["member", "/chat", "/chat"],
    ["member", "/admin/configuracion", "/chat"],
    ["superadmin", "/admin/reports", "/admin/reports"],
    ["superadmin", null, "/super-admin/organizations"],
    ["member", "https://evil.example/chat", "/chat"],
  ])("sends a %s asking for %s to %s", async (role, redirectTo, destination) => {
    const fetchMock = mockFetch({
      body: { success: true, token: "t", user: { name: "Ana", email: "ana@example.com", role } },
    });
    const { user, navigate } = setup({ redirectTo });
    await user.type(emailInput(), " ana@example.com ");
    await user.type(codeInput(), "123456");
    await user.click(signInButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(destination));
    expect(sentBody(fetchMock).body).toEqual({ email: "ana@example.com", code: "123456" });
    expect(window.localStorage.length).toBe(0); // the session lives in the httpOnly cookie only
  });

  it.each([
    ["admin", "Admin panel"],
    ["member", "Sign in to chat"],
    [null, "Sign in"],
  ] as const)("adapts the heading to type=%s", (type, heading) => {
    setup({ type });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
  });
});
