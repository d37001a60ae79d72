/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CollectionsPanel } from "@/components/training/collections-panel";
import { QaPairsPanel } from "@/components/training/qa-pairs-panel";
import { toast } from "@/components/ui/toast";
import type { CollectionDto } from "@/lib/validation/collections";
import type { QaPairDto } from "@/lib/validation/knowledge";
import { callsTo, mockApi, renderTraining } from "./helpers";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const pair = (id: string, question: string): QaPairDto => ({
  id,
  question,
  answer: "Respuesta",
  is_active: true,
  created_at: "2026-03-05T18:00:00.000Z",
  updated_at: "2026-03-05T18:00:00.000Z",
});
const VACATIONS = pair("qa-1", "¿Cuántos días de vacaciones tengo?");
const RETURNS = pair("qa-2", "¿Cómo hago una devolución?");
const RRHH: CollectionDto = { id: "c-rrhh", name: "RRHH", items: [{ kind: "qa_pair", id: "qa-1" }] };
const SALES: CollectionDto = { id: "c-sales", name: "Ventas", items: [] };
const collectionsOf = (...data: CollectionDto[]) => ({ body: { success: true, data } });

beforeEach(() => jest.clearAllMocks());

describe("CollectionsPanel", () => {
  it("creates, renames and deletes collections", async () => {
    const fetchMock = mockApi({
      "GET /api/collections": [
        collectionsOf(RRHH),
        collectionsOf(RRHH, SALES),
        collectionsOf({ ...RRHH, name: "Personal" }, SALES),
        collectionsOf(SALES),
      ],
      "POST /api/collections": { status: 201, body: { success: true, data: SALES } },
      "PUT /api/collections": { body: { success: true } },
      "DELETE /api/collections?id=c-rrhh": { body: { success: true } },
    });
    renderTraining(<CollectionsPanel />, { locale: "es" });
    const user = userEvent.setup();
    expect(await screen.findByText("1 elemento")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Crear colección" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Escribe el nombre de la colección.");
    await user.type(screen.getByLabelText("Nombre de la nueva colección"), "  Ventas ");
    await user.click(screen.getByRole("button", { name: "Crear colección" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Colección creada"));
    expect(callsTo(fetchMock, "POST", "/api/collections")).toEqual([{ name: "Ventas" }]);

    await user.click(await screen.findByRole("button", { name: "Renombrar «RRHH»" }));
    const field = screen.getByLabelText("Nuevo nombre de «RRHH»");
    await user.clear(field);
    await user.type(field, "Personal{Enter}");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Colección renombrada"));
    expect(callsTo(fetchMock, "PUT", "/api/collections")).toEqual([{ id: "c-rrhh", name: "Personal" }]);

    await user.click(await screen.findByRole("button", { name: "Eliminar «Personal»" }));
    const dialog = screen.getByRole("alertdialog", { name: "¿Eliminar esta colección?" });
    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Colección eliminada"));
    expect(callsTo(fetchMock, "DELETE", "/api/collections?id=c-rrhh")).toHaveLength(1);
  });
});

describe("collections on the Q&A list", () => {
  function setup(locale: "en" | "es" = "es") {
    // Before the change, RRHH holds the vacations question only; after it, both hold both.
    let changed = false;
    const fetchMock = mockApi({
      "GET /api/qa": { body: { success: true, data: [VACATIONS, RETURNS] } },
      "GET /api/collections": () =>
        changed
          ? collectionsOf(
              { ...RRHH, items: [...RRHH.items, { kind: "qa_pair", id: "qa-2" }] },
              {
                ...SALES,
                items: [
                  { kind: "qa_pair", id: "qa-1" },
                  { kind: "qa_pair", id: "qa-2" },
                ],
              },
            )
          : collectionsOf(RRHH, SALES),
      "PUT /api/collections/items": () => {
        changed = true;
        return { body: { success: true } };
      },
    });
    renderTraining(<QaPairsPanel />, { locale });
    return { fetchMock, user: userEvent.setup() };
  }

  it("shows each item's collections by name, never by id", async () => {
    setup();
    const chips = await screen.findByRole("list", { name: "Colecciones" });
    expect(chips).toHaveTextContent("RRHH");
    expect(document.body).not.toHaveTextContent("c-rrhh");
  });

  it("puts a selection in collections in bulk", async () => {
    const { fetchMock, user } = setup();
    await screen.findByRole("list", { name: "Colecciones" });
    await user.click(
      screen.getByRole("checkbox", { name: "Seleccionar «¿Cuántos días de vacaciones tengo?»" }),
    );
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar «¿Cómo hago una devolución?»" }));
    expect(screen.getByText("2 seleccionados")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Añadir a colección" }));
    const dialog = screen.getByRole("dialog", { name: "Colecciones" });
    // RRHH holds one of the two: half-ticked until changed.
    const rrhh = within(dialog).getByRole("checkbox", { name: "RRHH" });
    expect(rrhh).toHaveProperty("indeterminate", true);
    await user.click(rrhh);
    await user.click(within(dialog).getByRole("checkbox", { name: "Ventas" }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Colecciones actualizadas"));
    expect(callsTo(fetchMock, "PUT", "/api/collections/items")).toEqual([
      { kind: "qa_pair", ids: ["qa-1", "qa-2"], add: ["c-rrhh", "c-sales"], remove: [] },
    ]);
    await waitFor(() => expect(screen.getAllByRole("list", { name: "Colecciones" })).toHaveLength(2));
    const chips = screen.getAllByRole("list", { name: "Colecciones" });
    expect(chips[1]).toHaveTextContent("RRHHVentas");
  });

  it("takes one item out of a collection", async () => {
    const { fetchMock, user } = setup("en");
    await user.click(
      await screen.findByRole("button", { name: "Collections of “¿Cuántos días de vacaciones tengo?”" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Collections" });
    await user.click(within(dialog).getByRole("checkbox", { name: "RRHH" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Collections updated"));
    expect(callsTo(fetchMock, "PUT", "/api/collections/items")).toEqual([
      { kind: "qa_pair", ids: ["qa-1"], add: [], remove: ["c-rrhh"] },
    ]);
  });
});
