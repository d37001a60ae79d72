/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/components/ui/toast";
import { KnowledgeBlocksPanel } from "@/components/training/knowledge-blocks-panel";
import type { KnowledgeBlock } from "@/components/training/use-knowledge-blocks";
import { callsTo, mockApi, renderTraining } from "./helpers";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// This suite's fetch mocks answer every URL with blocks; the rows' collection chips (issue 23) are
// tested in collections-ui.test.tsx, not fed blocks here.
jest.mock("@/components/training/collection-chips", () => ({ CollectionChips: () => null }));

const LIST = "/api/knowledge_blocks?limit=50";
const ENDPOINT = "/api/knowledge_blocks";
const EXISTING: KnowledgeBlock = {
  id: "kb-1",
  title: "Horario",
  content: "<p><strong>Hola</strong>   mundo</p>",
  is_active: true,
  created_at: "2026-03-05T18:00:00.000Z",
  updated_at: "2026-03-05T18:00:00.000Z",
  character_count: 10,
};

function setup({
  blocks = [EXISTING],
  locale = "en",
}: { blocks?: KnowledgeBlock[]; locale?: "en" | "es" } = {}) {
  const fetchMock = mockApi({ [`GET ${LIST}`]: { body: { success: true, data: blocks } } });
  renderTraining(<KnowledgeBlocksPanel organizationId="org_1" />, { locale });
  return { fetchMock, user: userEvent.setup() };
}

const dialog = () => screen.getByRole("dialog");
const titleInput = () => within(dialog()).getByLabelText("Title");
const editor = () => within(dialog()).findByRole("textbox", { name: "Content" });
const counterOf = (text: string) => within(dialog()).getByText(text);

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Add knowledge block" }));
  return screen.getByRole("dialog", { name: "New knowledge block" });
}

beforeEach(() => jest.clearAllMocks());

describe("KnowledgeBlockModal", () => {
  it("keeps Create disabled until both title and content are valid", async () => {
    const { user } = setup();
    await openCreate(user);
    const create = within(dialog()).getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    expect(dialog()).toHaveTextContent("Please complete both title and content.");
    await user.type(titleInput(), "Devoluciones");
    expect(create).toBeDisabled();
    await user.type(await editor(), "Hasta 30 días");
    expect(create).toBeEnabled();
    expect(dialog()).not.toHaveTextContent("Please complete both title and content.");
  });

  it("colours the title counter yellow above 90% and red above 200 characters", async () => {
    const { user } = setup();
    await openCreate(user);
    fireEvent.change(titleInput(), { target: { value: "a".repeat(180) } });
    expect(counterOf("180/200")).toHaveAttribute("data-state", "ok");
    fireEvent.change(titleInput(), { target: { value: "a".repeat(181) } });
    expect(counterOf("181/200")).toHaveAttribute("data-state", "warning");
    expect(counterOf("181/200")).toHaveClass("text-amber-700");
    fireEvent.change(titleInput(), { target: { value: "a".repeat(200) } });
    expect(counterOf("200/200")).toHaveAttribute("data-state", "warning");
    expect(dialog()).not.toHaveTextContent("Title exceeds the limit");
    fireEvent.change(titleInput(), { target: { value: "a".repeat(201) } });
    expect(counterOf("201/200")).toHaveAttribute("data-state", "error");
    expect(counterOf("201/200")).toHaveClass("text-red-600");
    expect(dialog()).toHaveTextContent("Title exceeds the limit of 200 characters.");
    expect(titleInput()).toHaveAttribute("aria-invalid", "true");
  });

  it("counts content as plain text and warns near and above 10,000 characters", async () => {
    const long = (n: number) => `<p>${"x".repeat(n)}</p>`;
    const { user } = setup({
      blocks: [
        EXISTING,
        { ...EXISTING, id: "kb-2", title: "Largo", content: long(9_500) },
        { ...EXISTING, id: "kb-3", title: "Enorme", content: long(10_001) },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Edit “Horario”" }));
    expect(await within(dialog()).findByText("10/10,000")).toHaveAttribute("data-state", "ok");
    await user.click(within(dialog()).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Edit “Largo”" }));
    expect(await within(dialog()).findByText("9,500/10,000")).toHaveAttribute("data-state", "warning");
    expect(dialog()).toHaveTextContent("Content is approaching the limit of 10,000 characters.");
    expect(within(dialog()).getByRole("button", { name: "Update" })).toBeEnabled();
    await user.click(within(dialog()).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Edit “Enorme”" }));
    expect(await within(dialog()).findByText("10,001/10,000")).toHaveAttribute("data-state", "error");
    expect(dialog()).toHaveTextContent("Content exceeds the limit of 10,000 characters.");
    expect(within(dialog()).getByRole("button", { name: "Update" })).toBeDisabled();
  });

  it("closes with Escape, locks page scrolling while open and returns focus", async () => {
    const { user } = setup();
    await openCreate(user);
    expect(document.body.style.overflow).toBe("hidden");
    expect(titleInput()).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe("");
    expect(screen.getByRole("button", { name: "Add knowledge block" })).toHaveFocus();
  });

  it("clears the fields on Cancel", async () => {
    const { user } = setup();
    await openCreate(user);
    await user.type(titleInput(), "Borrador");
    await user.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await openCreate(user);
    expect(titleInput()).toHaveValue("");
  });

  it("creates a block, puts it at the top and says so in Spanish", async () => {
    const created = { ...EXISTING, id: "kb-9", title: "Devoluciones", content: "<p>Hasta 30 días</p>" };
    const { fetchMock, user } = setup({ locale: "es" });
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const data = method === "POST" ? created : url === LIST ? [EXISTING] : null;
      if (method === "GET" && fetchMock.mock.calls.filter(([u]) => u === LIST).length > 1) {
        return { ok: true, status: 200, json: async () => ({ success: true, data: [created, EXISTING] }) };
      }
      return { ok: true, status: 200, json: async () => ({ success: true, data }) };
    });
    await user.click(await screen.findByRole("button", { name: "Añadir bloque de conocimiento" }));
    await user.type(within(dialog()).getByLabelText("Título"), "Devoluciones");
    await user.type(await within(dialog()).findByRole("textbox", { name: "Contenido" }), "Hasta 30 días");
    await user.click(within(dialog()).getByRole("button", { name: "Crear" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Bloque de conocimiento añadido"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", ENDPOINT)).toEqual([
      { title: "Devoluciones", content: "<p>Hasta 30 días</p>" },
    ]);
    const rows = screen.getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Devoluciones");
    expect(rows[1]).toHaveTextContent("Horario");
  });

  it("keeps the modal open and shows the failure toast when creating fails", async () => {
    const { fetchMock, user } = setup({ locale: "es" });
    fetchMock.mockImplementation(async (_url: string, init: RequestInit = {}) =>
      init.method === "POST"
        ? {
            ok: false,
            status: 400,
            json: async () => ({ success: false, error: "El título es obligatorio." }),
          }
        : { ok: true, status: 200, json: async () => ({ success: true, data: [EXISTING] }) },
    );
    await user.click(await screen.findByRole("button", { name: "Añadir bloque de conocimiento" }));
    await user.type(within(dialog()).getByLabelText("Título"), "Nuevo");
    await user.type(await within(dialog()).findByRole("textbox", { name: "Contenido" }), "Texto");
    await user.click(within(dialog()).getByRole("button", { name: "Crear" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Error al añadir el bloque de conocimiento: El título es obligatorio.",
      ),
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("updates a block with the update action", async () => {
    const { fetchMock, user } = setup();
    fetchMock.mockImplementation(async (_url: string, init: RequestInit = {}) => ({
      ok: true,
      status: 200,
      json: async () =>
        init.method === "PUT"
          ? { success: true, data: { updated_at: "2026-03-06T00:00:00.000Z" } }
          : { success: true, data: [EXISTING] },
    }));
    await user.click(await screen.findByRole("button", { name: "Edit “Horario”" }));
    expect(screen.getByRole("dialog", { name: "Edit knowledge block" })).toBeInTheDocument();
    await user.clear(titleInput());
    await user.type(titleInput(), "Horario de verano");
    await user.click(within(dialog()).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Knowledge block updated"));
    expect(callsTo(fetchMock, "PUT", ENDPOINT)).toEqual([
      {
        action: "update_knowledge_block",
        kb_id: "kb-1",
        title: "Horario de verano",
        content: EXISTING.content,
      },
    ]);
  });
});

describe("Editor toolbar", () => {
  it("offers every formatting button of the spec as a labelled toggle", async () => {
    const { user } = setup();
    await openCreate(user);
    const toolbar = await within(dialog()).findByRole("toolbar", { name: "Text formatting" });
    const labels = within(toolbar)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label"));
    expect(labels).toEqual([
      "Heading 1",
      "Heading 2",
      "Heading 3",
      "Bold",
      "Italic",
      "Underline",
      "Numbered list",
      "Bullet list",
      "Link",
      "Clear formatting",
    ]);
    await waitFor(() => expect(within(toolbar).getByRole("button", { name: "Bold" })).toBeEnabled());
    const bold = within(toolbar).getByRole("button", { name: "Bold" });
    expect(bold).toHaveAttribute("aria-pressed", "false");
    await user.click(bold);
    expect(bold).toHaveAttribute("aria-pressed", "true");
    await user.click(bold);
    expect(bold).toHaveAttribute("aria-pressed", "false");
  });

  it("turns the paragraph into a heading and clears it again", async () => {
    const { fetchMock, user } = setup();
    fetchMock.mockImplementation(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ success: true, data: [EXISTING] }),
    }));
    await user.click(await screen.findByRole("button", { name: "Edit “Horario”" }));
    const box = await editor();
    await user.click(box);
    const heading = within(dialog()).getByRole("button", { name: "Heading 1" });
    await user.click(heading);
    expect(heading).toHaveAttribute("aria-pressed", "true");
    expect(box.querySelector("h1")).not.toBeNull();
    await user.click(within(dialog()).getByRole("button", { name: "Clear formatting" }));
    expect(heading).toHaveAttribute("aria-pressed", "false");
    expect(box.querySelector("h1")).toBeNull();
  });

  it("adds only http(s) and mailto links", async () => {
    const { user } = setup();
    await openCreate(user);
    await user.click(await editor());
    await user.click(within(dialog()).getByRole("button", { name: "Link" }));
    const address = within(dialog()).getByLabelText("Link address");
    await user.type(address, "javascript:alert(1){Enter}");
    expect(within(dialog()).getByRole("alert")).toHaveTextContent("Use a web address");
    await user.clear(address);
    await user.type(address, "empresa.mx{Enter}");
    const link = (await editor()).querySelector("a");
    expect(link).toHaveAttribute("href", "https://empresa.mx");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
