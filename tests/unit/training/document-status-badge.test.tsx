/** @jest-environment jsdom */
import { screen } from "@testing-library/react";

import { DocumentStatusBadge } from "@/components/training/document-status-badge";
import { renderWithIntl } from "@/tests/helpers/render-with-intl";

describe("DocumentStatusBadge (issue 22)", () => {
  it("shows OCR's progress page by page while processing", () => {
    renderWithIntl(<DocumentStatusBadge status="processing" progress={{ page: 3, pages: 12 }} />, {
      locale: "es",
    });
    expect(screen.getByText("Procesando · página 3 de 12")).toBeInTheDocument();
  });

  it("says a video is stored but not used for answers, with the reason in its tooltip", () => {
    renderWithIntl(<DocumentStatusBadge status="uploaded" storedOnly />, { locale: "es" });
    const badge = screen.getByText("Guardado: no se usa para responder");
    expect(badge).toHaveAttribute("data-status", "stored_only");
    expect(badge).toHaveAttribute("title", expect.stringContaining("requiere un servidor de modelos"));
    expect(badge).toHaveTextContent(
      /no los usa para responder: transcribirlos requiere un servidor de modelos/,
    );
  });

  it("in English too", () => {
    renderWithIntl(<DocumentStatusBadge status="uploaded" storedOnly />);
    expect(screen.getByText("Stored: not used for answers")).toBeInTheDocument();
  });
});
