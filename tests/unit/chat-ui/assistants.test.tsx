/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChatFrame } from "@/components/chat/chat-frame";
import { ChatScreen } from "@/components/chat/chat-screen";
import { assistantStorageKey } from "@/components/chat/use-assistant-choice";
import type { ChatAssistantDto } from "@/lib/validation/assistants";
import { answer, bodiesOf, DEMO, jsonResponse, mockFetch, ndjsonReply, renderChatUi } from "./helpers";
import { navigation } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual("./navigation-mock"));

const USER = "user-ana";

const assistant = (fields: Partial<ChatAssistantDto> & Pick<ChatAssistantDto, "id" | "name">) => ({
  description: "",
  profile_image_url: null,
  greeting: null,
  suggested_questions: [],
  is_default: false,
  ...fields,
});

const COUNTER = assistant({
  id: "a-counter",
  name: "Atención a clientes",
  description: "Devoluciones y precios",
  profile_image_url: "/api/images/counter.png",
  greeting: "¿En qué te ayudo en el mostrador?",
  suggested_questions: ["¿Cómo hago una devolución?", "¿Hay descuento por mayoreo?"],
  is_default: true,
});
const HR = assistant({ id: "a-hr", name: "RRHH", profile_image_url: "/api/images/hr.png" });
const TRAINING = assistant({ id: "a-training", name: "Capacitación" });
const ALL = [COUNTER, HR, TRAINING];

function renderScreen(assistants: ChatAssistantDto[] = ALL, { userId = USER } = {}) {
  return renderChatUi(
    <ChatScreen userId={userId} userName="Ana López" organization={DEMO} assistants={assistants} />,
  );
}

const header = () => screen.getByTestId("assistant-header");
const picker = () => screen.getByRole("button", { name: /^Assistant: / });

beforeEach(() => {
  navigation.reset();
  window.localStorage.clear();
});

describe("the chat's assistant", () => {
  it("with one assistant, names it with its face and greeting, offers its chips and asks it", async () => {
    const fetchMock = mockFetch({ "POST /api/chat": ndjsonReply(answer) });
    renderScreen([COUNTER]);

    expect(within(header()).getByText("Atención a clientes")).toBeInTheDocument();
    expect(within(header()).getByRole("presentation")).toHaveAttribute("src", "/api/images/counter.png");
    expect(screen.queryByRole("button", { name: /^Assistant: / })).not.toBeInTheDocument();
    expect(screen.getByText("¿En qué te ayudo en el mostrador?")).toBeInTheDocument();
    // The default assistant speaks as the organisation.
    expect(screen.getByRole("img", { name: "Demo S.A. profile image" })).toHaveAttribute(
      "src",
      "/api/images/counter.png",
    );

    const chips = screen.getByRole("region", { name: "Suggested questions" });
    await userEvent.click(within(chips).getByRole("button", { name: "¿Cómo hago una devolución?" }));
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([
      { message: "¿Cómo hago una devolución?", assistant_id: "a-counter" },
    ]);
    // The assistant's own chips replace the organisation's popular questions.
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith("/api/chat/popular-questions"))).toBe(false);
  });

  it("falls back to the standard greeting and that assistant's popular questions when it has none", async () => {
    mockFetch({
      "GET /api/chat/popular-questions?assistant_id=a-only": jsonResponse({
        success: true,
        questions: [{ id: "q1", question: "¿Horario?" }],
      }),
    });
    renderScreen([assistant({ id: "a-only", name: "Asistente", is_default: true })]);
    expect(
      screen.getByText("I am the Demo S.A. assistant. Ask me anything about your company’s information."),
    ).toBeInTheDocument();
    const chips = await screen.findByRole("region", { name: "Popular questions" });
    expect(within(chips).getByRole("button", { name: "¿Horario?" })).toBeInTheDocument();
  });

  it("lists the usable assistants in a labelled listbox and picks one with the keyboard, remembered per member", async () => {
    const fetchMock = mockFetch({ "POST /api/chat": ndjsonReply(answer) });
    renderScreen();
    expect(picker()).toHaveAccessibleName("Assistant: Atención a clientes. Choose another assistant");
    expect(picker()).toHaveAttribute("aria-haspopup", "listbox");
    expect(picker()).toHaveAttribute("aria-expanded", "false");

    picker().focus();
    await userEvent.keyboard("{Enter}");
    const list = screen.getByRole("listbox", { name: "Choose an assistant" });
    expect(picker()).toHaveAttribute("aria-expanded", "true");
    expect(list).toHaveFocus();
    const options = within(list).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Atención a clientesDevoluciones y precios",
      "RRHH",
      "Capacitación",
    ]);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(list).toHaveAttribute("aria-activedescendant", options[0].id);

    await userEvent.keyboard("{ArrowDown}");
    expect(list).toHaveAttribute("aria-activedescendant", options[1].id);
    await userEvent.keyboard("{Enter}");

    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(picker()).toHaveFocus();
    expect(picker()).toHaveAccessibleName("Assistant: RRHH. Choose another assistant");
    expect(window.localStorage.getItem(assistantStorageKey(USER))).toBe("a-hr");
    expect(screen.getByRole("img", { name: "RRHH profile image" })).toHaveAttribute(
      "src",
      "/api/images/hr.png",
    );
    // RRHH has no greeting or chips of its own: the standard ones.
    expect(screen.queryByText("¿En qué te ayudo en el mostrador?")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Suggested questions" })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: "Your question" }), "¿Vacaciones?{Enter}");
    await screen.findByText("9 to 18 h");
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([
      { message: "¿Vacaciones?", assistant_id: "a-hr" },
    ]);
  });

  it("closes with Escape without changing, and picks with a tap on an option", async () => {
    mockFetch({});
    renderScreen();
    await userEvent.click(picker());
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(picker()).toHaveFocus();
    expect(window.localStorage.getItem(assistantStorageKey(USER))).toBeNull();

    await userEvent.click(picker());
    await userEvent.click(screen.getByRole("option", { name: /Capacitación/ }));
    expect(picker()).toHaveAccessibleName("Assistant: Capacitación. Choose another assistant");
  });

  it("opens with the member's remembered assistant, not another member's, and ignores one no longer usable", () => {
    mockFetch({});
    window.localStorage.setItem(assistantStorageKey(USER), "a-training");
    window.localStorage.setItem(assistantStorageKey("user-luis"), "a-hr");
    const { unmount } = renderScreen();
    expect(picker()).toHaveAccessibleName("Assistant: Capacitación. Choose another assistant");
    unmount();

    renderScreen([COUNTER, HR]);
    expect(picker()).toHaveAccessibleName("Assistant: Atención a clientes. Choose another assistant");
  });

  it("reopens a conversation with its own assistant; picking another starts a new conversation", async () => {
    window.localStorage.setItem(assistantStorageKey(USER), "a-training");
    navigation.params = new URLSearchParams("c=conv-hr");
    const fetchMock = mockFetch({
      "GET /api/chat/conversations/conv-hr": jsonResponse({
        success: true,
        conversation: { id: "conv-hr", title: "Vacaciones", assistant_id: "a-hr" },
        messages: [
          {
            interaction_id: "int-1",
            question: "¿Cuántos días de vacaciones tengo?",
            response: "Doce días.",
            sources: [],
            topics: [],
            rating: null,
            created_at: "2026-03-05T10:00:00.000Z",
          },
        ],
      }),
      "POST /api/chat": ndjsonReply({ ...answer, conversation_id: "conv-hr" }),
    });
    renderScreen();
    expect(await screen.findByText("Doce días.")).toBeInTheDocument();
    expect(picker()).toHaveAccessibleName("Assistant: RRHH. Choose another assistant");

    await userEvent.type(screen.getByRole("textbox", { name: "Your question" }), "¿Y los festivos?{Enter}");
    await screen.findByText("9 to 18 h");
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([
      { message: "¿Y los festivos?", conversation_id: "conv-hr", assistant_id: "a-hr" },
    ]);

    await userEvent.click(picker());
    await userEvent.click(screen.getByRole("option", { name: /Atención a clientes/ }));
    expect(navigation.push).toHaveBeenCalledWith("/chat");
    await waitFor(() => expect(screen.queryByText("Doce días.")).not.toBeInTheDocument());
    expect(screen.getByText("¿En qué te ayudo en el mostrador?")).toBeInTheDocument();
    expect(picker()).toHaveAccessibleName("Assistant: Atención a clientes. Choose another assistant");
  });

  it("names each conversation's assistant in the list when they span several", async () => {
    mockFetch({
      "GET /api/chat/conversations": jsonResponse({
        success: true,
        conversations: [
          { id: "c1", title: "Vacaciones", updated_at: "2026-03-05T10:00:00.000Z", assistant_name: "RRHH" },
          {
            id: "c2",
            title: "Devoluciones",
            updated_at: "2026-03-04T10:00:00.000Z",
            assistant_name: "Atención a clientes",
          },
        ],
      }),
    });
    renderChatUi(
      <ChatFrame
        user={{ name: "Ana", email: "ana@demo.mx" }}
        role="member"
        organization={{ name: DEMO.name, logoUrl: null, color: DEMO.color }}
      >
        <ChatScreen userId={USER} userName="Ana" organization={DEMO} assistants={ALL} />
      </ChatFrame>,
    );
    const nav = await screen.findByRole("navigation", { name: "Conversations" });
    const links = await within(nav).findAllByRole("link");
    expect(links[0]).toHaveTextContent("VacacionesRRHH");
    expect(links[1]).toHaveTextContent("DevolucionesAtención a clientes");
  });
});
