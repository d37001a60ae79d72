/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvertDialog } from "@/components/super-admin/demo-requests/convert-dialog";
import { BulkInviteDialog } from "@/components/users/bulk-invite-dialog";
import type { DemoRequestDto } from "@/lib/validation/demo-requests";
import { callsTo, mockApi, renderTraining } from "../training/helpers";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// jsdom's File has no text() (every browser the app supports does): read it as a browser would.
beforeAll(() => {
  File.prototype.text ??= function (this: File) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(this);
    });
  };
});

const REQUEST: DemoRequestDto = {
  request_id: "req-1",
  full_name: "Guadalupe Hernández",
  work_email: "lupita@tortilleria.mx",
  company_name: "Tortillería La Güera",
  role: "CEO/Founder",
  phone: null,
  agreed_to_subscribe: true,
  status: "pending",
  locale: "en",
  organization_id: null,
  created_at: "2030-01-01T09:00:00.000Z",
};

describe("ConvertDialog", () => {
  it("is prefilled from the request; the id follows the name until it is edited; it sends the request's id", async () => {
    const fetchMock = mockApi({
      "POST /api/organizations": { status: 201, body: { success: true, organization_id: "la-guera" } },
    });
    const onClose = jest.fn();
    renderTraining(<ConvertDialog request={REQUEST} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole("dialog", { name: "Convert to customer" });
    const name = within(dialog).getByLabelText("Organization name");
    const id = within(dialog).getByLabelText("Identifier");
    expect(name).toHaveValue("Tortillería La Güera");
    expect(id).toHaveValue("tortilleria-la-guera");
    expect(within(dialog).getByLabelText("Admin name")).toHaveValue("Guadalupe Hernández");
    expect(within(dialog).getByLabelText("Admin email")).toHaveValue("lupita@tortilleria.mx");
    // The request was made in English: so is the welcome.
    expect(dialog).toHaveTextContent("We will send them a welcome email in English");

    await user.clear(name);
    await user.type(name, "La Güera");
    expect(id).toHaveValue("la-guera");
    expect(dialog).toHaveTextContent("Their sign-in will be /login?org=la-guera");
    await user.clear(id);
    await user.type(id, "Guera!");
    await user.type(name, " Tortillas");
    expect(id).toHaveValue("Guera!");

    await user.click(within(dialog).getByRole("button", { name: "Create customer" }));
    expect(within(dialog).getByText(/The identifier may only use lower-case letters/)).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/organizations")).toEqual([]);

    await user.clear(id);
    await user.type(id, "la-guera");
    await user.click(within(dialog).getByRole("button", { name: "Create customer" }));
    expect(await screen.findByRole("button", { name: "Create customer" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/organizations")).toEqual([
      {
        orgName: "La Güera Tortillas",
        organization_id: "la-guera",
        adminName: "Guadalupe Hernández",
        adminEmail: "lupita@tortilleria.mx",
        demo_request_id: "req-1",
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      "POST /api/organizations": {
        status: 409,
        body: { success: false, error: "This request was already converted into a customer." },
      },
    });
    renderTraining(<ConvertDialog request={REQUEST} onClose={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Create customer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This request was already converted into a customer.",
    );
  });
});

describe("BulkInviteDialog", () => {
  it("counts the people read, sends the rows and shows one summary in the user's language", async () => {
    const fetchMock = mockApi({
      "POST /api/auth/users": {
        body: {
          success: true,
          added: 1,
          not_added: 1,
          results: [
            { row: 1, email: "ana.lopez@example.com", name: "Ana Lopez", role: "member", added: true },
            {
              row: 2,
              email: "member@example.com",
              name: "Luis Ruiz",
              role: "admin",
              added: false,
              reason: "already_member",
              error: "Ya es usuario de tu organización.",
            },
          ],
        },
      },
    });
    renderTraining(<BulkInviteDialog onClose={jest.fn()} />, { locale: "es" });
    const user = userEvent.setup();
    const list = screen.getByLabelText("Personas que invitar");
    expect(screen.getByText("Todavía no hay personas en la lista")).toBeInTheDocument();
    await user.type(list, "ana.lopez@example.com{Enter}Luis Ruiz, member@example.com, administrador");
    expect(screen.getByText("2 personas en la lista")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Invitar a 2 personas" }));

    const summary = await screen.findByRole("dialog", { name: "Resultado de la invitación" });
    expect(within(summary).getByText("Se agregó 1 persona de 2.")).toHaveFocus();
    expect(summary).toHaveTextContent("Ana Lopez");
    expect(summary).toHaveTextContent("Ya es usuario de tu organización.");
    expect(callsTo(fetchMock, "POST", "/api/auth/users")).toEqual([
      {
        users: [
          { email: "ana.lopez@example.com" },
          { email: "member@example.com", name: "Luis Ruiz", role: "admin" },
        ],
      },
    ]);
  });

  it("reads a CSV file into the list, and refuses an empty list without calling the server", async () => {
    const fetchMock = mockApi({});
    renderTraining(<BulkInviteDialog onClose={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The list is empty: paste at least one email.");
    expect(fetchMock).not.toHaveBeenCalled();

    const file = new File(["name,email,role\nAna López,ana@example.com,admin\n"], "people.csv", {
      type: "text/csv",
    });
    const input = document.body.querySelector<HTMLInputElement>("input[type=file]")!;
    await user.upload(input, file);
    expect(await screen.findByText("1 person in the list")).toBeInTheDocument();
    expect(screen.getByLabelText("People to invite")).toHaveValue(
      "name,email,role\nAna López,ana@example.com,admin\n",
    );
  });
});
