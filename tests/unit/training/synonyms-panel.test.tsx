/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/components/ui/toast";
import { SynonymsPanel } from "@/components/training/synonyms-panel";
import type { SynonymDto } from "@/lib/validation/synonyms";
import { callsTo, mockApi, renderTraining } from "./helpers";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const ENDPOINT = "/api/synonyms";
const LANA: SynonymDto = {
  id: "syn-1",
  term: "lana",
  equivalents: ["dinero", "sueldo"],
  created_at: "2026-11-26T18:00:00.000Z",
};
const listOf = (...data: SynonymDto[]) => ({ body: { success: true, data } });

function setup(routes: Parameters<typeof mockApi>[0] = {}, locale: "en" | "es" = "en") {
  const fetchMock = mockApi({ [`GET ${ENDPOINT}`]: listOf(LANA), ...routes });
  renderTraining(<SynonymsPanel />, { locale });
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => jest.clearAllMocks());

describe("SynonymsPanel", () => {
  it("lists each word with its synonyms and the count", async () => {
    setup();
    expect(await screen.findByText("lana")).toBeInTheDocument();
    expect(screen.getByText(/= dinero, sueldo/)).toBeInTheDocument();
    expect(screen.getByText("1 synonym")).toBeInTheDocument();
  });

  it("shows the empty state in Spanish", async () => {
    setup({ [`GET ${ENDPOINT}`]: listOf() }, "es");
    expect(await screen.findByText("Aún no hay sinónimos")).toBeInTheDocument();
  });

  it("adds «checar = registrar, marcar» from one line and clears it", async () => {
    const checar = { ...LANA, id: "syn-2", term: "checar", equivalents: ["registrar", "marcar"] };
    const { fetchMock, user } = setup({
      [`GET ${ENDPOINT}`]: [listOf(LANA), listOf(checar, LANA)],
      [`POST ${ENDPOINT}`]: { status: 201, body: { success: true, data: checar } },
    });
    await screen.findByText("lana");
    const input = screen.getByLabelText("Word = synonyms");
    await user.type(input, "checar = registrar, marcar{Enter}");
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", ENDPOINT)).toEqual([
        { term: "checar", equivalents: ["registrar", "marcar"] },
      ]),
    );
    expect(await screen.findByText("checar")).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(toast.success).toHaveBeenCalledWith("Synonym saved");
  });

  it("explains a line without «=» and sends nothing", async () => {
    const { fetchMock, user } = setup({}, "es");
    await screen.findByText("lana");
    await user.type(screen.getByLabelText("Palabra = sinónimos"), "lana dinero{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Separa la palabra de sus sinónimos con «=»");
    expect(callsTo(fetchMock, "POST", ENDPOINT)).toEqual([]);
  });

  it("refuses a link before sending it", async () => {
    const { fetchMock, user } = setup();
    await screen.findByText("lana");
    await user.type(screen.getByLabelText("Word = synonyms"), "lana = http://evil.test{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Use only letters and numbers");
    expect(callsTo(fetchMock, "POST", ENDPOINT)).toEqual([]);
  });

  it("shows the server's reason when saving fails", async () => {
    const { user } = setup({
      [`POST ${ENDPOINT}`]: {
        status: 409,
        body: { success: false, error: "A word can have at most 8 synonyms." },
      },
    });
    await screen.findByText("lana");
    await user.type(screen.getByLabelText("Word = synonyms"), "lana = plata{Enter}");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Error saving the synonym: A word can have at most 8 synonyms.",
      ),
    );
  });

  it("removes a word with its button", async () => {
    const { fetchMock, user } = setup({
      [`GET ${ENDPOINT}`]: [listOf(LANA), listOf()],
      [`DELETE ${ENDPOINT}?id=syn-1`]: { body: { success: true } },
    });
    await user.click(await screen.findByRole("button", { name: "Delete the synonym «lana»" }));
    expect(await screen.findByText("No synonyms yet")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE", `${ENDPOINT}?id=syn-1`)).toHaveLength(1);
  });

  it("offers a retry when the list cannot load", async () => {
    setup({ [`GET ${ENDPOINT}`]: "network-error" });
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
