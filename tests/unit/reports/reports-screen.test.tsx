/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReportsScreen } from "@/components/reports/reports-screen";
import type { InteractionReport, ReportedInteraction } from "@/lib/reports/types";
import { REPORT_PAGE_SIZE } from "@/lib/validation/reports";
import { callsTo, mockApi, renderTraining } from "../training/helpers";

const url = (query: Record<string, string>) =>
  `/api/reports/interactions?${new URLSearchParams({ page: "1", limit: String(REPORT_PAGE_SIZE), ...query })}`;

const row = (id: string, question: string, assistant: string | null): ReportedInteraction => ({
  interaction_id: id,
  timestamp: "2026-11-23T16:00:00.000Z",
  user_question: question,
  bot_response: "Respuesta",
  user_rating: null,
  user_id: "u1",
  user_name: "Ana",
  user_email: "ana@example.com",
  assistant_id: assistant && `a-${assistant}`,
  assistant_name: assistant,
  answered: true,
  gap_addressed: false,
});

const reportOf = (
  ...interactions: ReportedInteraction[]
): { body: InteractionReport & { success: true } } => ({
  body: {
    success: true,
    interactions,
    total: interactions.length,
    counts: { total: 3, positive: 0, negative: 0 },
    gaps: { unanswered: 0, negative: 0 },
  },
});

const assistants = (...names: string[]) => ({
  body: { success: true, data: names.map((name) => ({ id: `a-${name}`, name })) },
});

describe("the interactions report's assistant", () => {
  it("shows the assistant asked in its own column and filters the list by assistant", async () => {
    const fetchMock = mockApi({
      "GET /api/assistants": assistants("Mostrador", "RRHH"),
      [`GET ${url({ filter: "all" })}`]: reportOf(
        row("i3", "¿Vacaciones?", "RRHH"),
        row("i2", "¿Devoluciones?", "Mostrador"),
        row("i1", "¿Horario?", null),
      ),
      [`GET ${url({ filter: "all", assistant_id: "a-RRHH" })}`]: reportOf(row("i3", "¿Vacaciones?", "RRHH")),
    });
    renderTraining(<ReportsScreen />);

    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Assistant" })).toBeInTheDocument();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]).getByRole("cell", { name: "RRHH" })).toBeInTheDocument();
    expect(within(rows[1]).getByRole("cell", { name: "Mostrador" })).toBeInTheDocument();
    expect(within(rows[2]).getByRole("cell", { name: "No assistant recorded" })).toBeInTheDocument();

    const filter = await screen.findByRole("combobox", { name: "Assistant" });
    expect(
      within(filter)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All assistants", "Mostrador", "RRHH"]);
    await userEvent.selectOptions(filter, "RRHH");
    expect(await screen.findByText("¿Vacaciones?")).toBeInTheDocument();
    expect(screen.queryByText("¿Devoluciones?")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", url({ filter: "all", assistant_id: "a-RRHH" }))).toHaveLength(1);
  });

  it("offers no assistant filter when the organisation has a single assistant", async () => {
    const fetchMock = mockApi({
      "GET /api/assistants": assistants("Asistente"),
      [`GET ${url({ filter: "all" })}`]: reportOf(row("i1", "¿Horario?", "Asistente")),
    });
    renderTraining(<ReportsScreen />);
    await screen.findByText("¿Horario?");
    expect(callsTo(fetchMock, "GET", "/api/assistants")).toHaveLength(1);
    expect(screen.queryByRole("combobox", { name: "Assistant" })).not.toBeInTheDocument();
  });
});
