/** The organisation as the chat shows it: greeting, avatar next to answers, brand colour. */
export type ChatOrganization = { name: string; color: string | null; imageUrl: string | null };
