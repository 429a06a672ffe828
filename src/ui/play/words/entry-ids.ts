/** Entry ids of cards, shared by the reference and the "Why?" links without pulling in the texts. */
export const cardEntryId = (cardId: string): string => `card:${cardId.replace(/\.\d+$/, '')}`;
