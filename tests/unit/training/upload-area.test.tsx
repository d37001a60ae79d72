/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DocumentsPanel } from "@/components/training/documents-panel";
import type { DocumentRecord } from "@/components/training/use-documents";
import type { StorageUsageDto } from "@/lib/validation/documents";
import { FakeXhr } from "./fake-xhr";
import { callsTo, mockApi, renderTraining } from "./helpers";

/**
 * Issue 24 point 2: many files at once, each with its own progress and outcome, two on the wire at a
 * time; a refused file stops nothing; the storage used is shown and refreshed.
 */
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const ENDPOINT = "/api/documents";
const MB = 1024 * 1024;

function doc(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    document_id: "d1",
    filename: "manual.pdf",
    description: "Manual de ventas",
    file_size_mb: 2.34,
    file_size_bytes: 2_453_668,
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
const usageOf = (usage: Partial<StorageUsageDto> = {}) => ({
  body: {
    success: true,
    usage: {
      used_bytes: 0,
      quota_bytes: 1024 * MB,
      uploads_per_hour: 100,
      uploads_left_this_hour: 100,
      ...usage,
    },
  },
});

function setup(routes: Parameters<typeof mockApi>[0] = {}, locale: "en" | "es" = "en") {
  const fetchMock = mockApi({
    [`GET ${ENDPOINT}`]: listOf(doc()),
    [`GET ${ENDPOINT}/usage`]: usageOf(),
    ...routes,
  });
  renderTraining(<DocumentsPanel />, { locale });
  return { fetchMock, user: userEvent.setup() };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const pick = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const pdf = (name: string, content = "%PDF-1.7 contenido") =>
  new File([content], name, { type: "application/pdf" });
const queue = () => screen.getByRole("list", { name: "Files to upload" });
const item = (name: string) => within(queue()).getByText(name).closest("li")!;
const log = () => screen.getByRole("log");

async function openUpload(user: ReturnType<typeof userEvent.setup>, name = "Upload") {
  await screen.findByText("manual.pdf");
  await user.click(screen.getByRole("button", { name }));
}

beforeEach(() => {
  jest.clearAllMocks();
  FakeXhr.install();
});

describe("the upload queue", () => {
  it("takes many files, refuses what the browser can judge at once, and sends the rest two at a time", async () => {
    const { user } = setup();
    await openUpload(user);
    expect(fileInput()).toHaveAttribute("multiple");
    const big = pdf("grande.pdf");
    Object.defineProperty(big, "size", { value: 25 * MB + 1 });
    pick(
      pdf("uno.pdf"),
      pdf("dos.pdf"),
      pdf("tres.pdf"),
      new File(["MZ"], "setup.exe"),
      big,
      pdf("vacio.pdf", ""),
    );

    expect(within(queue()).getAllByRole("listitem")).toHaveLength(6);
    expect(item("uno.pdf")).toHaveTextContent("Ready to upload");
    expect(item("setup.exe")).toHaveTextContent("Refused");
    expect(item("setup.exe")).toHaveTextContent("Unsupported file type. Allowed formats: pdf, jpg");
    expect(item("grande.pdf")).toHaveTextContent("File too large. Maximum 25MB");
    expect(item("vacio.pdf")).toHaveTextContent("The file is empty.");
    expect(log()).toHaveTextContent("setup.exe: Refused. Unsupported file type.");

    // One description for the batch; without it nothing goes.
    const upload = screen.getByRole("button", { name: "Upload files" });
    expect(upload).toBeDisabled();
    await user.type(screen.getByLabelText("Description"), "Manuales de la tienda");
    await user.click(upload);

    // Two on the wire, the third waits its turn.
    expect(FakeXhr.instances).toHaveLength(2);
    const [first, second] = FakeXhr.instances;
    expect((first.body!.get("file") as File).name).toBe("uno.pdf");
    expect(first.body!.get("description")).toBe("Manuales de la tienda");
    expect((second.body!.get("file") as File).name).toBe("dos.pdf");
    expect(item("tres.pdf")).toHaveTextContent("Waiting");

    first.progress(42, 100);
    expect(within(item("uno.pdf")).getByRole("progressbar", { name: "uno.pdf" })).toHaveAttribute(
      "aria-valuenow",
      "42",
    );
    expect(within(item("dos.pdf")).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");

    // A refusal by the server stops nothing: the third file takes the free slot.
    second.respond(415, { success: false, error: "The file's content does not match its extension." });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    expect(item("dos.pdf")).toHaveTextContent("Refused");
    expect(item("dos.pdf")).toHaveTextContent("The file's content does not match its extension.");
    expect(log()).toHaveTextContent("dos.pdf: Refused. The file's content does not match its extension.");

    first.respond(201, { success: true, document: doc({ document_id: "u1", filename: "uno.pdf" }) });
    FakeXhr.instances[2].respond(201, {
      success: true,
      document: doc({ document_id: "u3", filename: "tres.pdf", status: "processing" }),
    });
    await waitFor(() => expect(item("tres.pdf")).toHaveTextContent("Processing"));
    expect(item("uno.pdf")).toHaveTextContent("Uploaded");
    expect(log()).toHaveTextContent("uno.pdf: Uploaded");
    expect(screen.getByText("6 files · uploaded: 2 · refused: 4")).toBeInTheDocument();

    // Finished files leave the list; the documents stay in the table.
    await user.click(screen.getByRole("button", { name: "Clear list" }));
    expect(screen.queryByRole("list", { name: "Files to upload" })).not.toBeInTheDocument();
  });

  it("takes every dropped file, and a picked file can be removed before it goes", async () => {
    const { user } = setup({}, "es");
    await openUpload(user, "Subir");
    const zone = screen.getByRole("button", { name: /Arrastra archivos aquí/ });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf("uno.pdf"), pdf("dos.pdf"), pdf("tres.pdf")] } });
    const list = screen.getByRole("list", { name: "Archivos para subir" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).getAllByText("Listo para subir")).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Quitar dos.pdf de la lista" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await user.type(screen.getByLabelText("Descripción"), "Precios");
    await user.click(screen.getByRole("button", { name: "Subir archivos" }));
    expect(FakeXhr.instances.map((xhr) => (xhr.body!.get("file") as File).name)).toEqual([
      "uno.pdf",
      "tres.pdf",
    ]);
  });

  it("pauses when the organisation's hourly allowance runs out, keeping the files not stored", async () => {
    const { user } = setup({}, "es");
    await openUpload(user, "Subir");
    pick(pdf("uno.pdf"), pdf("dos.pdf"), pdf("tres.pdf"));
    await user.type(screen.getByLabelText("Descripción"), "Precios");
    await user.click(screen.getByRole("button", { name: "Subir archivos" }));
    const limit =
      "Tu organización alcanzó su límite de 100 archivos subidos por hora. Podrás subir más en 12 minutos.";
    FakeXhr.instances[0].respond(429, { success: false, error: limit });
    expect(await screen.findByRole("alert")).toHaveTextContent(`Subida en pausa: ${limit}`);
    FakeXhr.instances[1].respond(201, {
      success: true,
      document: doc({ document_id: "u2", filename: "dos.pdf" }),
    });

    const list = screen.getByRole("list", { name: "Archivos para subir" });
    await waitFor(() => expect(within(list).getByText("dos.pdf").closest("li")).toHaveTextContent("Subido"));
    expect(within(list).getByText("uno.pdf").closest("li")).toHaveTextContent("Listo para subir");
    expect(within(list).getByText("tres.pdf").closest("li")).toHaveTextContent("Listo para subir");
    expect(FakeXhr.instances).toHaveLength(2);
    // Later, the same button sends what is left.
    await user.click(screen.getByRole("button", { name: "Subir archivos" }));
    expect(FakeXhr.instances).toHaveLength(4);
  });

  it("offers a retry for a file the connection dropped", async () => {
    const { user } = setup();
    await openUpload(user);
    pick(pdf("uno.pdf"));
    await user.type(screen.getByLabelText("Description"), "Precios");
    await user.click(screen.getByRole("button", { name: "Upload files" }));
    FakeXhr.last().onerror?.();
    await waitFor(() => expect(item("uno.pdf")).toHaveTextContent("Could not upload"));
    expect(item("uno.pdf")).toHaveTextContent("Connection error while uploading file");
    await user.click(screen.getByRole("button", { name: "Retry uno.pdf" }));
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it("keeps uploading while the area is closed", async () => {
    const { user } = setup();
    await openUpload(user);
    pick(pdf("uno.pdf"));
    await user.type(screen.getByLabelText("Description"), "Precios");
    await user.click(screen.getByRole("button", { name: "Upload files" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    FakeXhr.last().respond(201, { success: true, document: doc({ document_id: "u1", filename: "uno.pdf" }) });
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(item("uno.pdf")).toHaveTextContent("Uploaded");
  });
});

describe("storage used", () => {
  it("shows the used megabytes of the quota with a meter, and what is left this hour", async () => {
    setup({ [`GET ${ENDPOINT}/usage`]: usageOf({ used_bytes: 1.5 * MB, uploads_left_this_hour: 97 }) }, "es");
    const meter = await screen.findByRole("meter", { name: "Espacio de almacenamiento" });
    expect(meter).toHaveAttribute("aria-valuetext", "1,5 MB de 1024 MB usados");
    expect(screen.getByText("1,5 MB de 1024 MB usados")).toBeInTheDocument();
    expect(
      screen.getByText("Puedes subir 97 archivos más en esta hora (máximo 100 archivos por hora)."),
    ).toBeInTheDocument();
  });

  it("says when the storage is full", async () => {
    setup({ [`GET ${ENDPOINT}/usage`]: usageOf({ used_bytes: 1024 * MB }) });
    expect(await screen.findByText("1,024 MB of 1,024 MB used")).toBeInTheDocument();
    expect(
      screen.getByText("Storage is full: delete documents you no longer need to upload others."),
    ).toBeInTheDocument();
  });

  it("is read again after an upload and after a deletion", async () => {
    const { fetchMock, user } = setup({
      [`GET ${ENDPOINT}`]: [listOf(doc()), listOf(doc({ document_id: "u1", filename: "uno.pdf" }), doc())],
      [`GET ${ENDPOINT}/usage`]: [usageOf(), usageOf({ used_bytes: 2 * MB }), usageOf({ used_bytes: MB })],
      [`DELETE ${ENDPOINT}/d1`]: { body: { success: true } },
    });
    expect(await screen.findByText("0 KB of 1,024 MB used")).toBeInTheDocument();
    await openUpload(user);
    pick(pdf("uno.pdf"));
    await user.type(screen.getByLabelText("Description"), "Precios");
    await user.click(screen.getByRole("button", { name: "Upload files" }));
    FakeXhr.last().respond(201, { success: true, document: doc({ document_id: "u1", filename: "uno.pdf" }) });
    expect(await screen.findByText("2 MB of 1,024 MB used")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete manual.pdf" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("1 MB of 1,024 MB used")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", `${ENDPOINT}/usage`)).toHaveLength(3);
  });
});
