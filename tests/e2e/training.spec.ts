import { expect, test } from "@playwright/test";
import { spanishProsePages, textPdf } from "../helpers/pdf-fixtures";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

const t = (key: string, values?: Record<string, string>) => text("es", `Training.${key}`, values);

test.use({ locale: "es-MX" });

test("an admin trains the assistant: a formatted block, toggled, and a processed PDF", async ({ page }) => {
  await page.goto("/admin/entrenamiento");
  await signIn(page, "admin.training@example.com", "es");
  await page.waitForURL("/admin/entrenamiento");

  // A knowledge block with a heading, bold text and a list, written in the Tiptap editor.
  const title = "Garantía de equipos de cómputo";
  await page.getByRole("button", { name: t("knowledgeBlocks.add") }).click();
  const modal = page.getByRole("dialog", { name: t("knowledgeBlocks.createTitle") });
  await modal.getByLabel(t("knowledgeBlocks.titleLabel"), { exact: true }).fill(title);
  await modal.locator("[contenteditable=true]").click();
  await modal.getByRole("button", { name: t("editor.heading2") }).click();
  await page.keyboard.type("Cobertura");
  await page.keyboard.press("Enter");
  await page.keyboard.type("La garantía cubre ");
  await modal.getByRole("button", { name: t("editor.bold") }).click();
  await page.keyboard.type("doce meses");
  await modal.getByRole("button", { name: t("editor.bold") }).click();
  await page.keyboard.type(" desde la compra.");
  await page.keyboard.press("Enter");
  await modal.getByRole("button", { name: t("editor.bulletList") }).click();
  await page.keyboard.type("Piezas y mano de obra");
  await modal.getByRole("button", { name: t("knowledgeBlocks.create") }).click();
  await expect(page.getByText(t("knowledgeBlocks.toasts.created"))).toBeVisible();
  await expect(modal).toBeHidden();

  // Expanded, the block shows the formatting that was stored (sanitised on the server).
  await page.getByRole("button", { name: t("knowledgeBlocks.expand", { title }) }).click();
  const block = page.locator("section").filter({ hasText: title }).last();
  await expect(block.locator("strong", { hasText: "doce meses" })).toBeVisible();
  await expect(block.locator("h2", { hasText: "Cobertura" })).toBeVisible();
  await expect(block.locator("li li", { hasText: "Piezas y mano de obra" })).toBeVisible();

  // Deactivating asks first, because the assistant's answers change at once.
  const active = () => page.getByRole("checkbox", { name: t("knowledgeBlocks.activeLabel", { title }) });
  await expect(active()).toBeChecked();
  await active().click();
  await page.getByRole("button", { name: t("knowledgeBlocks.deactivate"), exact: true }).click();
  await expect(page.getByText(t("knowledgeBlocks.toasts.deactivated"))).toBeVisible();
  await expect(active()).not.toBeChecked();
  await page.reload();
  await expect(active()).not.toBeChecked();

  // A three-page Spanish PDF: upload with its description, process, and see "Procesado".
  const name = "politica-devoluciones.pdf";
  await page.getByRole("button", { name: t("documents.openUpload"), exact: true }).click();
  await page.locator("input[type=file]").setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.from(await textPdf(spanishProsePages(3, 10))),
  });
  await page.getByLabel(t("documents.description")).fill("Política de devoluciones de la tienda");
  await page.getByRole("button", { name: t("documents.upload"), exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText(t("documents.status.uploaded"), { exact: true })).toBeVisible();
  await row.getByRole("button", { name: t("documents.process", { name }) }).click();
  await expect(row.getByText(t("documents.status.processed"), { exact: true })).toBeVisible({
    timeout: 30_000,
  });
});
