/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { DialogFrame } from "@/components/ui/dialog-frame";

function Harness({ onClose, nested = false }: { onClose: (name: string) => void; nested?: boolean }) {
  const [open, setOpen] = useState(true);
  const [innerOpen, setInnerOpen] = useState(nested);
  if (!open) return <p>closed</p>;
  return (
    <DialogFrame
      titleId="outer-title"
      onClose={() => {
        onClose("outer");
        setOpen(false);
      }}
    >
      <h2 id="outer-title">Outer</h2>
      <button type="button">Inside</button>
      {innerOpen && (
        <DialogFrame
          titleId="inner-title"
          onClose={() => {
            onClose("inner");
            setInnerOpen(false);
          }}
        >
          <h2 id="inner-title">Inner</h2>
          <button type="button">Inner button</button>
        </DialogFrame>
      )}
    </DialogFrame>
  );
}

describe("DialogFrame", () => {
  it("closes with Escape pressed inside the panel, once", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    expect(screen.getByRole("button", { name: "Inside" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onClose.mock.calls).toEqual([["outer"]]);
    expect(screen.getByText("closed")).toBeInTheDocument();
  });

  it("still closes with Escape after a click on the backdrop moved focus to <body>", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByTestId("dialog-backdrop"));
    expect(screen.getByRole("dialog")).toBeInTheDocument(); // the backdrop does not close this one
    expect(document.activeElement).toBe(document.body);
    await user.keyboard("{Escape}");
    expect(onClose.mock.calls).toEqual([["outer"]]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes only the innermost of two open dialogs when focus is outside both", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} nested />);
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard("{Escape}");
    expect(onClose.mock.calls).toEqual([["inner"]]);
    expect(screen.getByRole("dialog", { name: "Outer" })).toBeInTheDocument();
  });
});
