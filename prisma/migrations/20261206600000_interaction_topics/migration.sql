-- A decline's closest topics the organisation's content does cover (issue 24 point 7): the chat offers
-- them as buttons that ask about each, also when the conversation is reopened.
ALTER TABLE "Interaction" ADD COLUMN "topics" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
