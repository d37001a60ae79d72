/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AssistantsCard } from "@/components/assistants/assistants-card";
import { toast } from "@/components/ui/toast";
import type { AssistantDto } from "@/lib/validation/assistants";
import { callsTo, mockApi, renderTraining } from "../training/helpers";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const ENDPOINT = "/api/assistants";
const assistant = (id: string, name: string, extra: Partial<AssistantDto> = {}): AssistantDto => ({
  id,
  name,
  description: "",
  profile_image_url: null,
  greeting: null,
  custom_prompt: null,
  tone: "friendly",
  suggested_questions: [],
  collection_ids: null,
  member_ids: null,
  is_default: false,
  position: 0,
  ...extra,
});
const DEFAULT = assistant("a-1", "Asistente", { is_default: true, description: "Todo el negocio" });
const SALES = assistant("a-2", "Ventas", { collection_ids: ["c-1"] });
const listOf = (...data: AssistantDto[]) => ({ body: { success: true, data } });
const USERS = {
  body: {
    users: [
      { user_id: "u-1", name: "Ana", email: "ana@example.com", role: "member", status: "active" },
      { user_id: "u-2", name: "Beto", email: "beto@example.com", role: "member", status: "active" },
      { user_id: "u-3", name: "Admin", email: "admin@example.com", role: "admin", status: "active" },
    ],
  },
};
const COLLECTIONS = { body: { success: true, data: [{ id: "c-rrhh", name: "RRHH", items: [] }] } };

function setup(routes: Parameters<typeof mockApi>[0] = {}, locale: "en" | "es" = "es") {
  const fetchMock = mockApi({
    [`GET ${ENDPOINT}`]: listOf(DEFAULT, SALES),
    "GET /api/collections": COLLECTIONS,
    "GET /api/auth/users": USERS,
    ...routes,
  });
  renderTraining(<AssistantsCard organizationId="acme" organizationName="Acme" />, { locale });
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => jest.clearAllMocks());

describe("AssistantsCard", () => {
  it("lists the assistants with their default badge and scope, and no delete for the default", async () => {
    setup();
    const rows = await screen.findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Asistente");
    expect(within(rows[0]).getByText("Predeterminado")).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent("Todo el contenido · Todos los miembros");
    expect(rows[1]).toHaveTextContent("1 colección · Todos los miembros");
    expect(screen.queryByRole("button", { name: "Eliminar «Asistente»" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Eliminar «Ventas»" })).toBeInTheDocument();
    expect(screen.getByText("2 asistentes de 10")).toBeInTheDocument();
  });

  it("creates an assistant limited to a collection and two members, with its tone and questions", async () => {
    const rrhh = assistant("a-3", "RRHH");
    const { fetchMock, user } = setup({
      [`GET ${ENDPOINT}`]: [listOf(DEFAULT, SALES), listOf(DEFAULT, SALES, rrhh)],
      [`POST ${ENDPOINT}`]: { status: 201, body: { success: true, data: rrhh } },
    });
    await user.click(await screen.findByRole("button", { name: "Nuevo asistente" }));
    const dialog = screen.getByRole("dialog", { name: "Nuevo asistente" });
    await user.type(within(dialog).getByLabelText("Nombre"), "RRHH");
    await user.type(within(dialog).getByLabelText("Descripción corta"), "Vacaciones y permisos");
    await user.click(within(dialog).getByLabelText("Formal (usted)"));
    await user.type(
      within(dialog).getByLabelText("Pregunta sugerida 1"),
      "¿Cuántos días de vacaciones tengo?",
    );
    await user.click(within(dialog).getByLabelText("Solo las colecciones elegidas"));
    await user.click(within(dialog).getByRole("button", { name: "Crear" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Elige al menos una colección.");
    await user.click(within(dialog).getByLabelText("RRHH"));
    await user.click(within(dialog).getByLabelText("Solo los miembros elegidos"));
    expect(within(dialog).queryByLabelText(/Admin/)).not.toBeInTheDocument();
    await user.click(await within(dialog).findByLabelText(/Ana/));
    await user.click(within(dialog).getByLabelText(/Beto/));
    await user.click(within(dialog).getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Asistente creado"));
    expect(callsTo(fetchMock, "POST", ENDPOINT)).toEqual([
      {
        name: "RRHH",
        description: "Vacaciones y permisos",
        greeting: "",
        custom_prompt: "",
        tone: "formal",
        suggested_questions: ["¿Cuántos días de vacaciones tengo?"],
        collection_ids: ["c-rrhh"],
        member_ids: ["u-1", "u-2"],
      },
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("RRHH")).toBeInTheDocument();
  });

  it("keeps the custom prompt to 500 characters with the configuration's counter", async () => {
    const { user } = setup({}, "en");
    await user.click(await screen.findByRole("button", { name: "Edit “Ventas”" }));
    const prompt = screen.getByLabelText("Custom prompt");
    await user.click(prompt);
    await user.paste("x".repeat(520));
    expect(prompt).toHaveValue("x".repeat(500));
    expect(screen.getByText("500/500")).toHaveAttribute("data-state", "warning");
  });

  it("moves an assistant up with the keyboard and keeps the focus on its row's buttons", async () => {
    const { fetchMock, user } = setup({
      [`GET ${ENDPOINT}`]: [listOf(DEFAULT, SALES), listOf(SALES, DEFAULT)],
      [`PUT ${ENDPOINT}`]: { body: { success: true, data: [] } },
    });
    const up = await screen.findByRole("button", { name: "Subir «Ventas»" });
    expect(screen.getByRole("button", { name: "Subir «Asistente»" })).toBeDisabled();
    up.focus();
    await user.keyboard("{Enter}");
    expect(callsTo(fetchMock, "PUT", ENDPOINT)).toEqual([{ order: ["a-2", "a-1"] }]);
    const rows = screen.getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Ventas");
    // At the top its "up" button is disabled, so the focus goes to "down".
    await waitFor(() => expect(screen.getByRole("button", { name: "Bajar «Ventas»" })).toHaveFocus());
  });

  it("deletes after a confirmation", async () => {
    const { fetchMock, user } = setup({
      [`GET ${ENDPOINT}`]: [listOf(DEFAULT, SALES), listOf(DEFAULT)],
      [`DELETE ${ENDPOINT}?id=a-2`]: { body: { success: true } },
    });
    await user.click(await screen.findByRole("button", { name: "Eliminar «Ventas»" }));
    const dialog = screen.getByRole("alertdialog", { name: "¿Eliminar este asistente?" });
    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Asistente eliminado"));
    expect(callsTo(fetchMock, "DELETE", `${ENDPOINT}?id=a-2`)).toHaveLength(1);
  });

  it("says when the 10 assistants are reached and offers no new one", async () => {
    const ten = Array.from({ length: 10 }, (_, index) => assistant(`a-${index}`, `Asistente ${index}`));
    setup({ [`GET ${ENDPOINT}`]: listOf(...ten) }, "en");
    expect(
      await screen.findByText("You already have 10 assistants, the maximum. Delete one to create another."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New assistant" })).toBeDisabled();
  });

  it("shows the server's error when the list cannot be loaded", async () => {
    setup({ [`GET ${ENDPOINT}`]: { status: 500, body: null } }, "en");
    expect(await screen.findByRole("alert")).toHaveTextContent("HTTP error! status: 500");
  });
});
