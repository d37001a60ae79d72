/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/components/ui/toast";
import { QaPairsPanel } from "@/components/training/qa-pairs-panel";
import type { QaPair } from "@/components/training/use-qa-pairs";
import { callsTo, mockApi, renderTraining } from "./helpers";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const ENDPOINT = "/api/qa";
const PAIR: QaPair = {
  id: "qa-1",
  question: "¿Cuál es el horario?",
  answer: "De 9 a 18 h.",
  is_active: true,
  created_at: "2026-03-05T18:00:00.000Z",
  updated_at: "2026-03-05T18:00:00.000Z",
};

const listOf = (...data: QaPair[]) => ({ body: { success: true, data } });

function setup(routes: Parameters<typeof mockApi>[0] = {}, locale: "en" | "es" = "en") {
  const fetchMock = mockApi({ [`GET ${ENDPOINT}`]: { body: { success: true, data: [PAIR] } }, ...routes });
  renderTraining(<QaPairsPanel />, { locale });
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => jest.clearAllMocks());

describe("QaPairsPanel", () => {
  it("lists the pairs with their count", async () => {
    setup();
    expect(await screen.findByText("¿Cuál es el horario?")).toBeInTheDocument();
    expect(screen.getByText("De 9 a 18 h.")).toBeInTheDocument();
    expect(screen.getByText("1 question")).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    setup({ [`GET ${ENDPOINT}`]: { body: { success: true, data: [] } } }, "es");
    expect(await screen.findByText("Aún no hay preguntas")).toBeInTheDocument();
  });

  it("adds a pair once both fields are valid", async () => {
    const created = { ...PAIR, id: "qa-2", question: "¿Hacen envíos?", answer: "Sí, a todo México." };
    const { fetchMock, user } = setup(
      {
        [`GET ${ENDPOINT}`]: [listOf(PAIR), listOf(created, PAIR)],
        [`POST ${ENDPOINT}`]: { body: { success: true, data: created } },
      },
      "es",
    );
    await screen.findByText("¿Cuál es el horario?");
    await user.click(screen.getByRole("button", { name: "Añadir pregunta" }));
    const add = screen.getByRole("button", { name: "Añadir" });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText("Pregunta"), "  ¿Hacen envíos?");
    await user.type(screen.getByLabelText("Respuesta"), "Sí, a todo México.");
    await user.click(add);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Pregunta añadida"));
    expect(callsTo(fetchMock, "POST", ENDPOINT)).toEqual([
      { question: "¿Hacen envíos?", answer: "Sí, a todo México." },
    ]);
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("¿Hacen envíos?");
    expect(screen.queryByLabelText("Pregunta")).not.toBeInTheDocument();
  });

  it("limits the question to 300 and the answer to 2,000 characters", async () => {
    const { user } = setup();
    await screen.findByText("¿Cuál es el horario?");
    await user.click(screen.getByRole("button", { name: "Add question" }));
    fireEvent.change(screen.getByLabelText("Question"), { target: { value: "q".repeat(301) } });
    fireEvent.change(screen.getByLabelText("Answer"), { target: { value: "a".repeat(2_001) } });
    expect(screen.getByText("301/300")).toHaveAttribute("data-state", "error");
    expect(screen.getByText("2,001/2,000")).toHaveAttribute("data-state", "error");
    expect(screen.getByText("Question exceeds the limit of 300 characters.")).toBeInTheDocument();
    expect(screen.getByText("Answer exceeds the limit of 2,000 characters.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
  });

  it("edits a pair in place", async () => {
    const { fetchMock, user } = setup({
      [`GET ${ENDPOINT}`]: [listOf(PAIR), listOf({ ...PAIR, answer: "De 8 a 17 h." })],
      [`PUT ${ENDPOINT}`]: { body: { success: true, data: {} } },
    });
    await user.click(await screen.findByRole("button", { name: "Edit “¿Cuál es el horario?”" }));
    const answer = screen.getByLabelText("Answer");
    expect(answer).toHaveValue("De 9 a 18 h.");
    await user.clear(answer);
    await user.type(answer, "De 8 a 17 h.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Question updated"));
    expect(callsTo(fetchMock, "PUT", ENDPOINT)).toEqual([
      { id: "qa-1", question: "¿Cuál es el horario?", answer: "De 8 a 17 h." },
    ]);
    expect(await screen.findByText("De 8 a 17 h.")).toBeInTheDocument();
  });

  it("activates and deactivates a pair", async () => {
    const { fetchMock, user } = setup(
      {
        [`GET ${ENDPOINT}`]: [listOf(PAIR), listOf({ ...PAIR, is_active: false })],
        [`PUT ${ENDPOINT}`]: { body: { success: true, data: {} } },
      },
      "es",
    );
    const checkbox = await screen.findByRole("checkbox", { name: "Pregunta activa: ¿Cuál es el horario?" });
    await user.click(checkbox);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Pregunta desactivada"));
    expect(callsTo(fetchMock, "PUT", ENDPOINT)).toEqual([{ id: "qa-1", is_active: false }]);
    expect(checkbox).not.toBeChecked();
  });

  it("deletes a pair after confirmation", async () => {
    const { fetchMock, user } = setup({ [`DELETE ${ENDPOINT}?id=qa-1`]: { body: { success: true } } });
    await user.click(await screen.findByRole("button", { name: "Delete “¿Cuál es el horario?”" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this question?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Question deleted"));
    expect(callsTo(fetchMock, "DELETE", `${ENDPOINT}?id=qa-1`)).toHaveLength(1);
  });

  it("says why a change failed", async () => {
    const { user } = setup({ [`PUT ${ENDPOINT}`]: { status: 500, body: null } }, "es");
    await user.click(await screen.findByRole("checkbox", { name: "Pregunta activa: ¿Cuál es el horario?" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Error al cambiar el estado de la pregunta: Error HTTP. Estado: 500",
      ),
    );
  });
});
