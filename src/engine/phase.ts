/** The phases of a round, with setup before them and 'over' after the last (RB p10). */
export type Phase = 'setup' | 'choose-actions' | 'resolve-actions' | 'genestealer-attack' | 'event' | 'over';
