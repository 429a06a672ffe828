/** The public surface of the strategy layer (bots). Pure: imports only the engine's public API and data. */
export { heuristic, fallback } from './heuristic';
export { playerView, determinise } from './knowledge';
export { playGame, playout, searchDecision, decideBy, score, DEFAULT_SEARCH, APP_SEARCH, OFFLINE_SEARCH, settingsOf } from './play';
export type { PolicyName, SearchSettings, GameRecord } from './play';
export { mulberry } from './rand';
export type { Rand } from './rand';
export { advisorView, createEstimator, wilson } from './advisor';
export type { Estimate, Estimator, Odds, AnswerOdds } from './advisor';
