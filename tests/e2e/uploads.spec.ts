import { expect, test } from "@playwright/test";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

const t = (key: string, values?: Record<string, string>) => text("es", `Training.documents.${key}`, values);

test.use({ locale: "es-MX", viewport: { width: 375, height: 812 } });

/**
 * Issue 24 point 2, on a phone: three files picked at once go up with their own statuses; the one the
 * server refuses says why and stops nothing, and the storage used grows by what was stored.
 */
test("an admin uploads three files at once; each gets its own status and a refusal stops nothing", async ({
  page,
}) => {
  await page.goto("/admin/entrenamiento");
  await signIn(page, "admin.uploads@example.com", "es");
  await page.waitForURL("/admin/entrenamiento");

  const meter = page.getByRole("meter", { name: t("usage.label") });
  await expect(meter).toBeVisible();
  const usedBefore = Number(await meter.getAttribute("aria-valuenow"));

  await page.getByRole("button", { name: t("openUpload"), exact: true }).click();
  const hours = Buffer.from("Horario de atención\n\nAbrimos de lunes a viernes de 9 a 18 horas.\n");
  const catalogue = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(40 * 1024)]);
  await page.locator("input[type=file]").setInputFiles([
    { name: "horarios.txt", mimeType: "text/plain", buffer: hours },
    { name: "catalogo.pdf", mimeType: "application/pdf", buffer: catalogue },
    // Named a PDF, but a web page: only the server, reading its bytes, can refuse it.
    { name: "factura.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>no soy un PDF</html>") },
  ]);
  const list = page.getByRole("list", { name: t("queue.label") });
  const item = (name: string) => list.getByRole("listitem").filter({ hasText: name });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByText(t("queue.ready"), { exact: true })).toHaveCount(3);

  await page.getByLabel(t("description")).fill("Documentos de la tienda");
  await page.getByRole("button", { name: t("upload"), exact: true }).click();

  await expect(item("factura.pdf")).toContainText(t("queue.refused"));
  await expect(item("factura.pdf")).toContainText(text("es", "Errors.fileContentMismatch"));
  await expect(item("catalogo.pdf")).toContainText(t("status.uploaded"));
  // A text file is processed as soon as it is stored: its row follows it to the end.
  await expect(item("horarios.txt")).toContainText(t("status.processed"), { timeout: 30_000 });
  await expect(page.getByRole("log")).toContainText(`factura.pdf: ${t("queue.refused")}`);

  // The table lists what was stored, never the refused file.
  await expect(page.getByRole("row").filter({ hasText: "catalogo.pdf" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "factura.pdf" })).toHaveCount(0);
  await expect(meter).toHaveAttribute("aria-valuenow", String(usedBefore + catalogue.length + hours.length));

  // At 375 px every file's row and control stays inside the window.
  for (const name of ["horarios.txt", "catalogo.pdf", "factura.pdf"]) {
    const box = (await item(name).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});
