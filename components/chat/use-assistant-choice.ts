"use client";

import { useCallback, useSyncExternalStore } from "react";
import type { ChatAssistantDto } from "@/lib/validation/assistants";

/**
 * The assistant a member chats with (issue 23 point 4), remembered per member on this device: the
 * key carries the user id, so two members sharing a counter computer keep their own choice.
 */
export const assistantStorageKey = (userId: string) => `asistente.chat-assistant.${userId}`;

const listeners = new Set<() => void>();
// Used when localStorage is unavailable, so the choice still holds for this page view.
const memory = new Map<string, string>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readChoice(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function storeChoice(key: string, id: string) {
  try {
    window.localStorage.setItem(key, id);
  } catch {
    memory.set(key, id);
  }
  listeners.forEach((listener) => listener());
}

/**
 * `current`: the open conversation's own assistant (it reopens with it; null means the default's),
 * else the member's stored choice while they may still use it, else the default. Null only when the
 * organisation's assistants were not given (the chat then works as before assistants existed).
 */
export function useAssistantChoice(
  userId: string,
  assistants: readonly ChatAssistantDto[],
  openedAssistant: string | null | undefined,
) {
  const key = assistantStorageKey(userId);
  const stored = useSyncExternalStore(
    subscribe,
    () => readChoice(key),
    () => null,
  );
  const byId = (id: string | null | undefined) => (id ? assistants.find((a) => a.id === id) : undefined);
  const fallback = assistants.find((a) => a.is_default) ?? assistants[0] ?? null;
  const chosen = byId(stored) ?? fallback;
  const current = openedAssistant === undefined ? chosen : (byId(openedAssistant) ?? fallback);
  const choose = useCallback((id: string) => storeChoice(key, id), [key]);
  return { current, choose };
}
