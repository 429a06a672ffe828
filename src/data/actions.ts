import type { ActionDef } from './types';

/**
 * The 18 Action cards, in initiative order. Team, type and initiative: cards.json (D36, LUK and
 * DAD agree). Every summary describes only what the card adds to its type's base effect
 * (Support: place 1 token; Move + Activate: swap, face, activate; Attack: each marine attacks),
 * because the app explains the base effect once per type.
 */
export const ACTIONS = [
  {
    id: 'action.block',
    name: 'Block',
    team: 'GREEN',
    type: 'SUPPORT',
    initiative: 1,
    namedMarine: 'marine.gideon',
    summary:
      'For the rest of the round, when Gideon rolls a skull (1, 2 or 3) to defend, the attack misses, whatever the swarm size.',
  },
  {
    id: 'action.defensive-stance',
    name: 'Defensive Stance',
    team: 'YELLOW',
    type: 'SUPPORT',
    initiative: 2,
    namedMarine: null,
    summary:
      'For the rest of the round, when a Yellow marine spends his own token to reroll a defence roll, the attack misses unless the new roll is 0.',
  },
  {
    id: 'action.counter-attack',
    name: 'Counter Attack',
    team: 'BLUE',
    type: 'SUPPORT',
    initiative: 3,
    namedMarine: 'marine.lorenzo',
    summary:
      'For the rest of the round, when Lorenzo rolls a skull to defend, the attack misses and you slay 1 Genestealer of that swarm (your pick). If any are left, the swarm attacks him again.',
  },
  {
    id: 'action.overwatch',
    name: 'Overwatch',
    team: 'RED',
    type: 'SUPPORT',
    initiative: 4,
    namedMarine: null,
    summary:
      "At the end of this round's Event Phase, each Red marine may spend 1 of his own tokens to make one normal attack.",
  },
  {
    id: 'action.strategize',
    name: 'Strategize',
    team: 'PURPLE',
    type: 'SUPPORT',
    initiative: 5,
    namedMarine: null,
    summary:
      'After placing the token, you may move one swarm up or down one position, and/or switch it to the other side.',
  },
  {
    id: 'action.power-field',
    name: 'Power Field',
    team: 'GREY',
    type: 'SUPPORT',
    initiative: 6,
    namedMarine: null,
    summary:
      'After placing the token, you may pick a swarm. Until the end of the round it does not attack and cannot be slain.',
  },
  {
    id: 'action.onward-brothers',
    name: 'Onward Brothers!',
    team: 'RED',
    type: 'MOVE_ACTIVATE',
    initiative: 7,
    namedMarine: null,
    summary:
      'Each time a Red marine activates a Door, you may put 1 more Support token from the supply on it.',
  },
  {
    id: 'action.stealth-tactics',
    name: 'Stealth Tactics',
    team: 'GREY',
    type: 'MOVE_ACTIVATE',
    initiative: 8,
    namedMarine: null,
    summary:
      'After moving and activating, you may discard the top card of either blip pile. Then you may spend 1 Support token to discard a card from the other pile too.',
  },
  {
    id: 'action.reorganize',
    name: 'Reorganize',
    team: 'YELLOW',
    type: 'MOVE_ACTIVATE',
    initiative: 9,
    namedMarine: null,
    summary:
      'When moving, each Yellow marine may swap places with any marine in the formation, not just a neighbour.',
  },
  {
    id: 'action.forward-scouting',
    name: 'Forward Scouting',
    team: 'PURPLE',
    type: 'MOVE_ACTIVATE',
    initiative: 10,
    namedMarine: null,
    summary:
      'After moving and activating, you may look at the top Event card, then leave it there or put it at the bottom of the deck.',
  },
  {
    id: 'action.intimidation',
    name: 'Intimidation',
    team: 'BLUE',
    type: 'MOVE_ACTIVATE',
    initiative: 11,
    namedMarine: null,
    summary:
      'After moving and activating, you may roll the die. Pick that many Genestealers engaged with Blue marines and shuffle them into the smaller blip pile.',
  },
  {
    id: 'action.run-and-gun',
    name: 'Run and Gun',
    team: 'GREEN',
    type: 'MOVE_ACTIVATE',
    initiative: 12,
    namedMarine: null,
    summary:
      'After moving and activating, each Green marine may spend 1 of his own Support tokens to make one normal attack.',
  },
  {
    id: 'action.lead-by-example',
    name: 'Lead By Example',
    team: 'BLUE',
    type: 'ATTACK',
    initiative: 13,
    namedMarine: null,
    summary:
      'Once this round, when a Blue marine slays a Genestealer, you may put 1 Support token from the supply on any marine. Passing on one kill keeps the chance for a later one.',
  },
  {
    id: 'action.flamer-attack',
    name: 'Flamer Attack',
    team: 'PURPLE',
    type: 'ATTACK',
    initiative: 14,
    namedMarine: 'marine.zael',
    summary:
      'When Zael attacks, skulls do not count: he slays as many Genestealers of the target swarm as the number rolled.',
  },
  {
    id: 'action.psionic-attack',
    name: 'Psionic Attack',
    team: 'GREY',
    type: 'ATTACK',
    initiative: 15,
    namedMarine: 'marine.calistarius',
    summary:
      'Each time Calistarius rolls a skull to attack, he may attack again, at the same swarm or another.',
  },
  {
    id: 'action.dead-aim',
    name: 'Dead Aim',
    team: 'GREEN',
    type: 'ATTACK',
    initiative: 16,
    namedMarine: null,
    summary:
      'When a Green marine rolls a 4 to attack, he slays up to 3 Genestealers of the target swarm.',
  },
  {
    id: 'action.full-auto',
    name: 'Full Auto',
    team: 'RED',
    type: 'ATTACK',
    initiative: 17,
    namedMarine: 'marine.leon',
    summary: 'Leon may attack up to 3 times, at the same swarm or different ones.',
  },
  {
    id: 'action.heroic-charge',
    name: 'Heroic Charge',
    team: 'YELLOW',
    type: 'ATTACK',
    initiative: 18,
    namedMarine: 'marine.claudio',
    summary:
      'Instead of his normal attack, Claudio may slay up to 3 Genestealers on his row or the rows next to it, either side, whatever his facing. Then roll the die: on a 0 Claudio dies.',
  },
] as const satisfies readonly ActionDef[];

export type ActionId = (typeof ACTIONS)[number]['id'];
