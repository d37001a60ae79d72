/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/components/ui/toast";
import { DocumentsPanel } from "@/components/training/documents-panel";
import type { DocumentRecord } from "@/components/training/use-documents";
import type { DocumentTextDto } from "@/lib/validation/document-text";
import { callsTo, mockApi, renderTraining } from "./helpers";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

/**
 * Issue 22 point 4 on the training screen: "Ver texto extraído" opens a dialog that reads a processed
 * document page by page; "Volver a procesar" asks first, then re-reads the file. Issue 24 point 9: a
 * 1 KB file reads "1 KB".
 */

const ENDPOINT = "/api/documents";

function doc(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    document_id: "d1",
    filename: "manual.pdf",
    description: "Manual de ventas",
    file_size_mb: 0,
    file_size_bytes: 1024,
    file_type: "pdf",
    file_category: "document",
    file_url: "/api/documents/d1/file",
    status: "processed",
    created_at: "2026-03-05T18:30:00.000Z",
    notes: null,
    updating_index: false,
    progress: null,
    ...overrides,
  };
}

const PAGES = [
  { number: 1, label: "Página 1" },
  { number: 2, label: "Página 2" },
  { number: 3, label: "Página 3" },
];

function textPage(number: number): { body: { success: true; text: DocumentTextDto } } {
  return {
    body: {
      success: true,
      text: {
        document_id: "d1",
        filename: "manual.pdf",
        kind: "page",
        pages: PAGES,
        page: {
          ...PAGES[number - 1],
          passages: [{ heading: number === 2 ? "2. Garantía" : null, text: `Texto de la página ${number}.` }],
        },
      },
    },
  };
}

const textUrl = (page: number) => `${ENDPOINT}/d1/text?page=${page}`;
const listOf = (...documents: DocumentRecord[]) => ({ body: { success: true, documents } });

function setup(routes: Parameters<typeof mockApi>[0] = {}, documents = [doc()]) {
  const fetchMock = mockApi({
    [`GET ${ENDPOINT}`]: listOf(...documents),
    [`GET ${textUrl(1)}`]: textPage(1),
    [`GET ${textUrl(2)}`]: textPage(2),
    [`GET ${textUrl(3)}`]: textPage(3),
    ...routes,
  });
  renderTraining(<DocumentsPanel />, { locale: "es" });
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => jest.clearAllMocks());

describe("the documents table", () => {
  it("shows a 1 KB file as 1 KB, from its exact size (its file_size_mb is 0.00)", async () => {
    setup();
    const row = (await screen.findByText("manual.pdf")).closest("tr")!;
    expect(row).toHaveTextContent("1 KB");
    expect(screen.getByText("1 KB en total")).toBeInTheDocument();
  });

  it("offers the extracted text for processed documents, and re-processing for processed and failed ones", async () => {
    setup({}, [
      doc({ document_id: "p", filename: "procesado.pdf" }),
      doc({ document_id: "f", filename: "fallido.pdf", status: "failed" }),
      doc({ document_id: "u", filename: "subido.pdf", status: "uploaded" }),
      doc({ document_id: "r", filename: "leyendo.pdf", status: "processing" }),
      doc({
        document_id: "v",
        filename: "video.mp4",
        file_type: "mp4",
        file_category: "video",
        status: "uploaded",
      }),
    ]);
    await screen.findByText("procesado.pdf");
    const labels = (pattern: RegExp) =>
      screen.getAllByRole("button", { name: pattern }).map((button) => button.getAttribute("aria-label"));
    expect(labels(/^Ver texto extraído/)).toEqual(["Ver texto extraído de procesado.pdf"]);
    expect(labels(/^Volver a procesar/)).toEqual([
      "Volver a procesar procesado.pdf",
      "Volver a procesar fallido.pdf",
    ]);
  });
});

describe("the extracted text dialog", () => {
  it("reads page by page with the buttons, the arrow keys and the selector; Escape closes it", async () => {
    const { fetchMock, user } = setup();
    const opener = await screen.findByRole("button", { name: "Ver texto extraído de manual.pdf" });
    await user.click(opener);

    const dialog = screen.getByRole("dialog", { name: "Texto extraído" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(
      "Lo que el asistente leyó de manual.pdf, tal como lo usa para responder.",
    );
    expect(await within(dialog).findByText("Texto de la página 1.")).toBeInTheDocument();
    expect(within(dialog).getByRole("region", { name: "Página 1" })).toBeInTheDocument();
    expect(within(dialog).getByText("1 de 3")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Anterior" })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Siguiente" }));
    expect(await within(dialog).findByText("Texto de la página 2.")).toBeInTheDocument();
    expect(within(dialog).getByText(/2\. Garantía/)).toBeInTheDocument();
    expect(within(dialog).getByText("2 de 3")).toBeInTheDocument();

    // The arrows work wherever the focus is in the dialog, but the selector (whose arrows are its own).
    within(dialog).getByRole("region", { name: "Página 2" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(await within(dialog).findByText("Texto de la página 3.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Siguiente" })).toBeDisabled();
    await user.keyboard("{ArrowRight}"); // already the last page
    await user.keyboard("{ArrowLeft}");
    expect(await within(dialog).findByText("Texto de la página 2.")).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Ir a" }), "Página 1");
    expect(await within(dialog).findByText("Texto de la página 1.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", textUrl(3))).toHaveLength(1);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("keeps Tab inside the dialog", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Ver texto extraído de manual.pdf" }));
    const dialog = screen.getByRole("dialog");
    await within(dialog).findByText("Texto de la página 1.");
    for (let step = 0; step < 12; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("says it is loading while the text is on its way", async () => {
    const { fetchMock, user } = setup();
    const answer = fetchMock.getMockImplementation()!;
    let release = () => {};
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === textUrl(1)) await new Promise<void>((resolve) => (release = resolve));
      return answer(url, init);
    });
    await user.click(await screen.findByRole("button", { name: "Ver texto extraído de manual.pdf" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("status")).toHaveTextContent("Cargando texto…");
    release();
    expect(await within(dialog).findByText("Texto de la página 1.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();
  });

  it("says so when the text cannot be loaded, and retries", async () => {
    const { user } = setup({
      [`GET ${textUrl(1)}`]: [
        { status: 409, body: { success: false, error: "Este documento aún no tiene texto extraído." } },
        textPage(1),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Ver texto extraído de manual.pdf" }));
    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Este documento aún no tiene texto extraído.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Reintentar" }));
    expect(await within(dialog).findByText("Texto de la página 1.")).toBeInTheDocument();
  });

  it("says so when the document left no text, and shows a one-page text without navigation", async () => {
    const empty = { body: { success: true, text: { ...textPage(1).body.text, pages: [], page: null } } };
    const { user } = setup({ [`GET ${textUrl(1)}`]: empty });
    await user.click(await screen.findByRole("button", { name: "Ver texto extraído de manual.pdf" }));
    expect(await screen.findByText("Este documento no dejó texto en el índice.")).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });
});

describe("re-processing", () => {
  it("asks first, then re-processes: the row reads Procesando and is polled", async () => {
    const processing = doc({ status: "processing" });
    const { fetchMock, user } = setup({
      [`POST ${ENDPOINT}/d1/reprocess`]: { status: 202, body: { success: true, document: processing } },
      [`GET ${ENDPOINT}/d1`]: { body: { success: true, document: processing } },
    });
    await user.click(await screen.findByRole("button", { name: "Volver a procesar manual.pdf" }));
    const confirm = screen.getByRole("alertdialog", { name: "¿Volver a procesar este documento?" });
    expect(confirm).toHaveTextContent("manual.pdf se leerá de nuevo desde el archivo guardado.");
    await user.click(within(confirm).getByRole("button", { name: "Cancelar" }));
    expect(callsTo(fetchMock, "POST", `${ENDPOINT}/d1/reprocess`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Volver a procesar manual.pdf" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Volver a procesar" }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Volviendo a procesar el documento"));
    expect(callsTo(fetchMock, "POST", `${ENDPOINT}/d1/reprocess`)).toHaveLength(1);
    const row = screen.getByText("manual.pdf").closest("tr")!;
    expect(within(row).getByText("Procesando")).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /^Volver a procesar/ })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, "GET", `${ENDPOINT}/d1`).length).toBeGreaterThan(0));
  });

  it("is offered from the extracted text dialog too, and shows a refusal in the banner", async () => {
    const { user } = setup({
      [`POST ${ENDPOINT}/d1/reprocess`]: {
        status: 409,
        body: { success: false, error: "Este documento ya se está procesando. Espera a que termine." },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Ver texto extraído de manual.pdf" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Volver a procesar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Volver a procesar" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Este documento ya se está procesando. Espera a que termine.",
    );
  });
});
