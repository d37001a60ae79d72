/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Toaster, toast } from "@/components/ui/toast";

const labels = { region: "Notificaciones", close: "Cerrar notificación" };

describe("toasts (spec §2)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows success, error and info, and closes each after 4 s by default", () => {
    render(<Toaster labels={labels} />);
    act(() => {
      toast.success("Guardado");
      toast.error("Falló");
      toast.info("Aviso");
    });
    expect(screen.getByRole("region", { name: "Notificaciones" })).toBeInTheDocument();
    expect(screen.getByText("Guardado").closest("[data-type]")).toHaveAttribute("data-type", "success");
    expect(screen.getByRole("alert")).toHaveTextContent("Falló");
    expect(screen.getByText("Aviso").closest("[role=status]")).toHaveAttribute("data-type", "info");
    act(() => jest.advanceTimersByTime(3_999));
    expect(screen.getByText("Guardado")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Guardado")).not.toBeInTheDocument();
    expect(screen.queryByText("Falló")).not.toBeInTheDocument();
  });

  it("is dismissed by a click on it or on its close button", () => {
    render(<Toaster labels={labels} />);
    act(() => {
      toast.success("Uno");
      toast.info("Dos", { durationMs: 60_000 });
    });
    fireEvent.click(screen.getByText("Uno"));
    expect(screen.queryByText("Uno")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cerrar notificación" }));
    expect(screen.queryByText("Dos")).not.toBeInTheDocument();
  });
});
