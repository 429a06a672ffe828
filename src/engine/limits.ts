/**
 * How long a player's name may be: one limit for the setup form and for imported files, so
 * every screen that shows a name is laid out for the longest one (390 px wide phones).
 * Its own module so that the import schema and the setup form use it without the rules.
 */
export const MAX_NAME_LENGTH = 20;
