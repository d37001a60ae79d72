/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/components/ui/toast";
import { DocumentsPanel } from "@/components/training/documents-panel";
import type { DocumentRecord } from "@/components/training/use-documents";
import { callsTo, mockApi, renderTraining } from "./helpers";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const ENDPOINT = "/api/documents";

function doc(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  const megabytes = overrides.file_size_mb ?? 2.34;
  return {
    document_id: "d1",
    filename: "manual.pdf",
    description: "Manual de ventas",
    file_size_mb: megabytes,
    file_size_bytes: Math.round(megabytes * 1024 * 1024),
    file_type: "pdf",
    file_category: "document",
    file_url: "/files/d1",
    status: "uploaded",
    created_at: "2026-03-05T18:30:00.000Z",
    notes: null,
    updating_index: false,
    progress: null,
    ...overrides,
  };
}

const listOf = (...documents: DocumentRecord[]) => ({ body: { success: true, documents } });

function setup(
  routes: Parameters<typeof mockApi>[0] = {},
  locale: "en" | "es" = "en",
  { fakeTimers = false } = {},
) {
  if (fakeTimers) jest.useFakeTimers();
  const fetchMock = mockApi({
    [`GET ${ENDPOINT}`]: listOf(doc()),
    [`GET ${ENDPOINT}/usage`]: {
      body: {
        success: true,
        usage: { used_bytes: 0, quota_bytes: 1 << 30, uploads_per_hour: 100, uploads_left_this_hour: 100 },
      },
    },
    ...routes,
  });
  renderTraining(<DocumentsPanel />, { locale });
  // With fake timers, user-event must advance them itself.
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  return { fetchMock, user };
}

beforeEach(() => jest.clearAllMocks());

afterEach(() => jest.useRealTimers());

// Uploading (many files at once) and the storage used: upload-area.test.tsx.

describe("DocumentsPanel table", () => {
  const documents = [
    doc({ document_id: "a", filename: "manual.pdf", file_size_mb: 0.5, status: "uploaded" }),
    doc({
      document_id: "b",
      filename: "logo.png",
      file_type: "png",
      file_category: "image",
      file_size_mb: 2.34,
      status: "uploaded",
    }),
    doc({
      document_id: "c",
      filename: "datos.csv",
      file_type: "csv",
      file_category: "spreadsheet",
      file_size_mb: 1.25,
      status: "processed",
    }),
    doc({ document_id: "d", filename: "viejo.pdf", file_size_mb: 0.01, status: "failed" }),
    // A status this client does not know (a newer server) reads as uploaded.
    doc({
      document_id: "e",
      filename: "raro.pdf",
      file_size_mb: 3,
      status: "archived" as DocumentRecord["status"],
    }),
  ];

  it("formats sizes, types, statuses and dates, and sums them up in the footer", async () => {
    setup({ [`GET ${ENDPOINT}`]: listOf(...documents) }, "es");
    const row = (name: string) => screen.getByText(name).closest("tr")!;
    await screen.findByText("manual.pdf");
    expect(row("manual.pdf")).toHaveTextContent("512 KB");
    expect(row("logo.png")).toHaveTextContent("2,3 MB");
    expect(row("logo.png")).toHaveTextContent("Imagen");
    expect(row("datos.csv")).toHaveTextContent("Hoja de cálculo");
    expect(within(row("manual.pdf")).getByText("Subido")).toBeInTheDocument();
    expect(within(row("datos.csv")).getByText("Procesado")).toBeInTheDocument();
    expect(within(row("viejo.pdf")).getByText("Error")).toBeInTheDocument();
    expect(within(row("raro.pdf")).getByText("Subido")).toBeInTheDocument();
    expect(row("manual.pdf")).toHaveTextContent("5/3/26, 12:30");
    expect(within(row("manual.pdf")).getByRole("link", { name: "Ver manual.pdf" })).toHaveAttribute(
      "target",
      "_blank",
    );

    const footer = screen.getByText("5 archivos").parentElement!;
    expect(footer).toHaveTextContent("7,1 MB en total");
    expect(footer).toHaveTextContent("3 pendientes");
    expect(footer).toHaveTextContent("1 procesado");
  });

  it("shows a processed document being re-indexed under newer rules as updating its index", async () => {
    const updating = doc({
      document_id: "u",
      filename: "antiguo.pdf",
      status: "processed",
      updating_index: true,
    });
    setup({ [`GET ${ENDPOINT}`]: listOf(updating, doc()) }, "es");
    const row = (await screen.findByText("antiguo.pdf")).closest("tr")!;
    expect(within(row).getByText("Actualizando índice")).toBeInTheDocument();
    expect(within(row).queryByText("Procesado")).not.toBeInTheDocument();
  });

  it("shows the translated notes under the status badge, in the same cell, for failed and processed documents", async () => {
    const failure = "Sin texto extraíble: el PDF parece escaneado (solo imágenes).";
    const success = "2 filas indexadas (1 fragmento).";
    setup(
      {
        [`GET ${ENDPOINT}`]: listOf(
          doc({ document_id: "f", filename: "escaneo.pdf", status: "failed", notes: failure }),
          doc({
            document_id: "p",
            filename: "precios.csv",
            file_type: "csv",
            status: "processed",
            notes: success,
          }),
          doc({ document_id: "u", filename: "nuevo.pdf", status: "uploaded", notes: null }),
        ),
      },
      "es",
    );
    const row = (name: string) => screen.getByText(name).closest("tr")!;
    await screen.findByText("escaneo.pdf");
    const statusCell = (name: string) =>
      within(row(name))
        .getByText(/^(Error|Procesado|Subido)$/)
        .closest("td")!;
    expect(within(statusCell("escaneo.pdf")).getByText(failure)).toBeVisible();
    expect(statusCell("escaneo.pdf")).toHaveTextContent(`Error${failure}`);
    expect(within(statusCell("precios.csv")).getByText(success)).toBeVisible();
    expect(statusCell("nuevo.pdf")).toHaveTextContent(/^Subido$/);
  });

  it("offers processing only for uploaded PDFs", async () => {
    setup({ [`GET ${ENDPOINT}`]: listOf(...documents) });
    await screen.findByText("manual.pdf");
    const processButtons = screen.getAllByRole("button", { name: /^Process / });
    expect(processButtons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Process manual.pdf",
      "Process raro.pdf",
    ]);
  });

  it("polls a processing document every 2 seconds until it is processed", async () => {
    const { fetchMock, user } = setup(
      {
        [`POST ${ENDPOINT}/d1/process`]: { body: { success: true } },
        [`GET ${ENDPOINT}/d1`]: [
          { body: { success: true, document: doc({ status: "processing" }) } },
          { body: { success: true, document: doc({ status: "processing" }) } },
          { body: { success: true, document: doc({ status: "processed" }) } },
        ],
      },
      "es",
      { fakeTimers: true },
    );
    await user.click(await screen.findByRole("button", { name: "Procesar manual.pdf" }));
    await waitFor(() => expect(screen.getByText("Procesando")).toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith("Procesando el documento");
    expect(callsTo(fetchMock, "POST", `${ENDPOINT}/d1/process`)).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, "GET", `${ENDPOINT}/d1`)).toHaveLength(1));

    await act(async () => jest.advanceTimersByTime(2000));
    expect(callsTo(fetchMock, "GET", `${ENDPOINT}/d1`)).toHaveLength(2);
    await act(async () => jest.advanceTimersByTime(2000));
    expect(callsTo(fetchMock, "GET", `${ENDPOINT}/d1`)).toHaveLength(3);
    expect(await screen.findByText("Procesado")).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(6000));
    expect(callsTo(fetchMock, "GET", `${ENDPOINT}/d1`)).toHaveLength(3);
  });

  it("shows a failed process call in a dismissible banner", async () => {
    const { user } = setup(
      { [`POST ${ENDPOINT}/d1/process`]: { status: 500, body: { success: false } } },
      "es",
    );
    await user.click(await screen.findByRole("button", { name: "Procesar manual.pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error HTTP. Estado: 500");
    await user.click(screen.getByRole("button", { name: "Cerrar aviso" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("deletes a document after confirmation", async () => {
    const { fetchMock, user } = setup({
      [`GET ${ENDPOINT}`]: [listOf(doc()), listOf()],
      [`DELETE ${ENDPOINT}/d1`]: { body: { success: true } },
    });
    await user.click(await screen.findByRole("button", { name: "Delete manual.pdf" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Document deleted"));
    expect(callsTo(fetchMock, "DELETE", `${ENDPOINT}/d1`)).toHaveLength(1);
    expect(await screen.findByText("No documents yet")).toBeInTheDocument();
  });

  it("names a failed load with the connection text and retries", async () => {
    const { user } = setup({ [`GET ${ENDPOINT}`]: ["network-error", listOf(doc())] }, "es");
    expect(await screen.findByRole("alert")).toHaveTextContent("Error de conexión al cargar documentos");
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("manual.pdf")).toBeInTheDocument();
  });
});
