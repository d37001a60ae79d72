/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/components/ui/toast";
import { KnowledgeBlocksPanel } from "@/components/training/knowledge-blocks-panel";
import type { KnowledgeBlock } from "@/components/training/use-knowledge-blocks";
import { callsTo, mockApi, renderTraining } from "./helpers";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const LIST = "/api/knowledge_blocks?limit=50";
const ENDPOINT = "/api/knowledge_blocks";

function block(overrides: Partial<KnowledgeBlock> = {}): KnowledgeBlock {
  return {
    id: "kb-1",
    title: "Horario de atención",
    content: "<p>Lunes a <strong>viernes</strong></p>",
    is_active: true,
    created_at: "2026-03-05T18:00:00.000Z",
    updated_at: "2026-03-05T18:00:00.000Z",
    character_count: 17,
    ...overrides,
  };
}

const listReply = (data: KnowledgeBlock[]) => ({ body: { success: true, data } });

function setup(locale: "en" | "es" = "en", organizationId: string | null = "org_123") {
  renderTraining(<KnowledgeBlocksPanel organizationId={organizationId} />, { locale });
  return userEvent.setup();
}

beforeEach(() => jest.clearAllMocks());

describe("KnowledgeBlocksPanel states", () => {
  it("shows a loading state, then the list with its count", async () => {
    mockApi({
      [`GET ${LIST}`]: listReply([block(), block({ id: "kb-2", title: "Precios", is_active: false })]),
    });
    setup();
    expect(screen.getByRole("status")).toHaveTextContent("Loading knowledge blocks…");
    expect(await screen.findByText("Horario de atención")).toBeInTheDocument();
    expect(screen.getByText("2 blocks · 1 active")).toBeInTheDocument();
    expect(screen.getAllByText("Created Mar 5, 2026")).toHaveLength(2);
    const rows = screen.getAllByRole("listitem");
    expect(rows[1]).toHaveAttribute("data-active", "false");
    expect(within(rows[1]).getByText(/Inactive/)).toBeInTheDocument();
    expect(within(rows[1]).getByText("Precios").parentElement).toHaveClass("opacity-55");
    expect(within(rows[0]).getByText("Horario de atención").parentElement).not.toHaveClass("opacity-55");
  });

  it("shows the load error with a retry that loads again", async () => {
    const fetchMock = mockApi({
      [`GET ${LIST}`]: [
        { status: 500, body: { success: false, error: "Base de datos no disponible" } },
        listReply([block()]),
      ],
    });
    const user = setup();
    expect(await screen.findByRole("alert")).toHaveTextContent("Base de datos no disponible");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Horario de atención")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", LIST)).toHaveLength(2);
  });

  it("falls back to the HTTP status, then to the load text", async () => {
    mockApi({ [`GET ${LIST}`]: { status: 502, body: null } });
    setup();
    expect(await screen.findByRole("alert")).toHaveTextContent("HTTP error! status: 502");
  });

  it("shows no internal id in the empty state (issue 24)", async () => {
    mockApi({ [`GET ${LIST}`]: listReply([]) });
    setup("es");
    expect(await screen.findByText("Aún no hay bloques de conocimiento")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/org_123/);
  });

  it("prompts to activate a block when none is active", async () => {
    mockApi({ [`GET ${LIST}`]: listReply([block({ is_active: false })]) });
    setup();
    expect(await screen.findByText(/^No block is active\. Activate at least one/)).toHaveAttribute(
      "role",
      "status",
    );
  });

  it("expands a block to show its title, sanitised content and character count", async () => {
    mockApi({ [`GET ${LIST}`]: listReply([block()]) });
    const user = setup();
    const expand = await screen.findByRole("button", { name: "Show the content of “Horario de atención”" });
    expect(expand).toHaveAttribute("aria-expanded", "false");
    await user.click(expand);
    expect(expand).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("heading", { name: "Horario de atención" })).toBeInTheDocument();
    expect(screen.getByText("viernes").tagName).toBe("STRONG");
    expect(screen.getByText("17 characters")).toBeInTheDocument();
  });
});

describe("KnowledgeBlocksPanel changes", () => {
  it("asks before toggling, warns that answers change at once, then PUTs the toggle", async () => {
    const fetchMock = mockApi({
      [`GET ${LIST}`]: listReply([block()]),
      [`PUT ${ENDPOINT}`]: { body: { success: true, data: { updated_at: "2026-03-06T00:00:00.000Z" } } },
    });
    const user = setup("es");
    await user.click(await screen.findByRole("checkbox", { name: "Bloque activo: Horario de atención" }));
    const dialog = screen.getByRole("alertdialog", { name: "¿Desactivar este bloque?" });
    expect(dialog).toHaveTextContent("Las respuestas de la IA cambian de inmediato");
    expect(callsTo(fetchMock, "PUT", ENDPOINT)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Desactivar" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Bloque de conocimiento desactivado"));
    expect(callsTo(fetchMock, "PUT", ENDPOINT)).toEqual([
      { action: "toggle_active_status", kb_id: "kb-1", is_active: false },
    ]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("leaves the block alone when the toggle is cancelled", async () => {
    const fetchMock = mockApi({ [`GET ${LIST}`]: listReply([block()]) });
    const user = setup();
    const checkbox = await screen.findByRole("checkbox", { name: "Active block: Horario de atención" });
    await user.click(checkbox);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(checkbox).toBeChecked();
    expect(callsTo(fetchMock, "PUT", ENDPOINT)).toHaveLength(0);
  });

  it("shows the Spanish failure toast with the server's error", async () => {
    mockApi({
      [`GET ${LIST}`]: listReply([block({ is_active: false })]),
      [`PUT ${ENDPOINT}`]: { status: 404, body: { success: false, error: "Bloque no encontrado" } },
    });
    const user = setup("es");
    await user.click(await screen.findByRole("checkbox", { name: "Bloque activo: Horario de atención" }));
    await user.click(screen.getByRole("button", { name: "Activar" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Error al cambiar el estado del bloque de conocimiento: Bloque no encontrado",
      ),
    );
  });

  it("deletes after confirmation and removes the row", async () => {
    const fetchMock = mockApi({
      [`GET ${LIST}`]: [listReply([block()]), listReply([])],
      [`DELETE ${ENDPOINT}?id=kb-1`]: { body: { success: true } },
    });
    const user = setup("es");
    await user.click(await screen.findByRole("button", { name: "Eliminar «Horario de atención»" }));
    const dialog = screen.getByRole("alertdialog", { name: "¿Eliminar este bloque de conocimiento?" });
    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Bloque de conocimiento eliminado"));
    expect(callsTo(fetchMock, "DELETE", `${ENDPOINT}?id=kb-1`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText("Horario de atención")).not.toBeInTheDocument());
  });

  it("shows the retry-later message when the server cannot be reached", async () => {
    mockApi({ [`GET ${LIST}`]: listReply([block()]), [`DELETE ${ENDPOINT}?id=kb-1`]: "network-error" });
    const user = setup("es");
    await user.click(await screen.findByRole("button", { name: "Eliminar «Horario de atención»" }));
    await user.click(screen.getByRole("button", { name: "Eliminar" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "No se pudo conectar con el servidor. Inténtalo de nuevo más tarde.",
      ),
    );
    expect(screen.getByText("Horario de atención")).toBeInTheDocument();
  });
});
