/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/components/ui/toast";
import { DocumentsPanel } from "@/components/training/documents-panel";
import type { DocumentRecord } from "@/components/training/use-documents";
import { FakeXhr } from "./fake-xhr";
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
  const fetchMock = mockApi({ [`GET ${ENDPOINT}`]: listOf(doc()), ...routes });
  renderTraining(<DocumentsPanel />, { locale });
  // With fake timers, user-event must advance them itself.
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  return { fetchMock, user };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const pdf = (name = "precios.pdf") => new File(["%PDF-1.7 contenido"], name, { type: "application/pdf" });

beforeEach(() => {
  jest.clearAllMocks();
  FakeXhr.install();
});

afterEach(() => jest.useRealTimers());

describe("DocumentsPanel upload", () => {
  async function openUpload(user: ReturnType<typeof userEvent.setup>, name = "Upload") {
    await screen.findByText("manual.pdf");
    await user.click(screen.getByRole("button", { name }));
  }

  it("refuses unsupported types and files over 25 MB before uploading", async () => {
    const { user } = setup();
    await openUpload(user);
    pick(new File(["MZ"], "setup.exe"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Unsupported file type. Allowed formats: pdf, jpg, jpeg, png, gif, webp, mp4, mov, avi, webm, csv",
    );
    const big = pdf("grande.pdf");
    Object.defineProperty(big, "size", { value: 25 * 1024 * 1024 + 1 });
    pick(big);
    expect(screen.getByRole("alert")).toHaveTextContent("File too large. Maximum 25MB");
    expect(screen.getByRole("button", { name: "Upload file" })).toBeDisabled();
  });

  it("takes only the first dropped file", async () => {
    const { user } = setup();
    await openUpload(user);
    const zone = screen.getByRole("button", { name: /Drag a file here/ });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf("uno.pdf"), pdf("dos.pdf")] } });
    expect(screen.getByRole("button", { name: /uno\.pdf/ })).toBeInTheDocument();
    expect(screen.queryByText(/dos\.pdf/)).not.toBeInTheDocument();
  });

  it("uploads multipart with a real progress bar and resets one second after success", async () => {
    const uploaded = doc({ document_id: "d2", filename: "precios.pdf", description: "Lista de precios" });
    const { user } = setup({ [`GET ${ENDPOINT}`]: [listOf(doc()), listOf(uploaded, doc())] }, "en", {
      fakeTimers: true,
    });
    await openUpload(user);
    pick(pdf());
    const description = screen.getByLabelText("Description");
    await user.type(description, "Lista de precios");
    expect(screen.getByText("16/500")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload file" }));

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(ENDPOINT);
    expect((xhr.body!.get("file") as File).name).toBe("precios.pdf");
    expect(xhr.body!.get("description")).toBe("Lista de precios");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    xhr.progress(42, 100);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "42");
    xhr.respond(200, { success: true, document: uploaded });
    await waitFor(() => expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100"));
    expect(toast.success).toHaveBeenCalledWith("Document uploaded");
    expect(screen.getAllByText("precios.pdf")[0].closest("tr")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(description).toHaveValue("");
    expect(screen.getByRole("button", { name: /Drag a file here/ })).toBeInTheDocument();
  });

  it("shows the hourly limit warning when the server answers 429", async () => {
    const { user } = setup({}, "es");
    await openUpload(user, "Subir");
    pick(pdf());
    await user.type(screen.getByLabelText("Descripción"), "Precios");
    await user.click(screen.getByRole("button", { name: "Subir archivo" }));
    FakeXhr.last().respond(429, { success: false, error: "Demasiadas cargas" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Has alcanzado el límite de 5 cargas por hora. Inténtalo más tarde.",
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("shows upload failures in a dismissible banner", async () => {
    const { user } = setup();
    await openUpload(user);
    pick(pdf());
    await user.type(screen.getByLabelText("Description"), "Precios");
    await user.click(screen.getByRole("button", { name: "Upload file" }));
    act(() => FakeXhr.last().onerror?.());
    expect(await screen.findByRole("alert")).toHaveTextContent("Connection error while uploading file");
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

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
