// The new-game form's values as the player typed them, and its errors by field. The server action
// sends the values back with any error, so nothing the player entered is lost (without script the
// page is rendered again from them), and each error is shown beside the field it is about.

export type KingdomMode = 'recommended' | 'random' | 'pick';

/** Every field of the form, in the order they appear (the first with an error gets the focus). */
export const FIELDS = [
  'name',
  'title',
  'recommended',
  'sets',
  'landscapes',
  'kingdom',
  'events',
  'landmarks',
  'invites',
  'bots',
  'botLevel',
  'openSeats',
  'minRating',
  'reminderHours',
  'deadlineHours',
  'mailGraceMinutes',
] as const;
export type NewGameField = (typeof FIELDS)[number];

export interface NewGameValues {
  name: string;
  title: string;
  mode: KingdomMode;
  recommended: string;
  sets: string[];
  landscapes: string;
  kingdom: string[];
  events: string[];
  landmarks: string[];
  invites: string;
  bots: string;
  botLevel: string;
  reminderHours: string;
  deadlineHours: string;
  mailGraceMinutes: string;
  /** 'on' (players may take moves back) or 'off'. */
  undo: string;
  /** 'on' (time away holds the deadline) or 'off' (refused: a fast game); absent: on. */
  vacation?: string;
  /** An open game's number of players ('': not open), 'on' when anyone may watch, the lowest rating ('': none). */
  openSeats: string;
  public: string;
  minRating: string;
}

export interface NewGameState {
  /** What was sent, to fill the form in again. */
  values?: NewGameValues;
  /** Messages by field. */
  errors?: Partial<Record<NewGameField, string>>;
  /** A message about no one field (the server cannot be reached): shown beside the Create button. */
  error?: string;
}

export const DEFAULT_VALUES: NewGameValues = {
  name: '',
  title: '',
  mode: 'recommended',
  recommended: '',
  sets: ['base'],
  landscapes: '0',
  kingdom: [],
  events: [],
  landmarks: [],
  invites: '',
  bots: '1',
  botLevel: 'normal',
  reminderHours: '24',
  deadlineHours: '',
  mailGraceMinutes: '3',
  undo: 'on',
  openSeats: '',
  public: '',
  minRating: '',
};

const MODES: readonly KingdomMode[] = ['recommended', 'random', 'pick'];
const isField = (k: unknown): k is NewGameField => typeof k === 'string' && (FIELDS as readonly string[]).includes(k);

/** The form's values read back from what it sent, bounded (they are echoed into the page). */
export function valuesOf(fd: FormData): NewGameValues {
  const text = (k: string, max: number) => {
    const v = fd.get(k);
    return typeof v === 'string' ? v.slice(0, max) : '';
  };
  const list = (k: string) =>
    fd
      .getAll(k)
      .filter((v): v is string => typeof v === 'string')
      .slice(0, 20)
      .map((v) => v.slice(0, 60));
  const mode = text('mode', 20);
  return {
    name: text('name', 60),
    title: text('title', 80),
    mode: MODES.find((m) => m === mode) ?? 'recommended',
    recommended: text('recommended', 60),
    sets: list('sets'),
    landscapes: text('landscapes', 4) || '0',
    kingdom: list('kingdom'),
    events: list('events'),
    landmarks: list('landmarks'),
    invites: text('invites', 2000),
    bots: text('bots', 4),
    botLevel: text('botLevel', 20) || 'normal',
    reminderHours: text('reminderHours', 8),
    deadlineHours: text('deadlineHours', 8),
    mailGraceMinutes: text('mailGraceMinutes', 8) || '3',
    undo: text('undo', 4) === 'off' ? 'off' : 'on',
    vacation: text('vacation', 4) === 'off' ? 'off' : 'on',
    openSeats: text('openSeats', 2),
    public: text('public', 3) === 'on' ? 'on' : '',
    minRating: text('minRating', 8),
  };
}

/** Input-check messages by field (the first for each); a message on no field of ours goes to `error`. */
export function errorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Pick<NewGameState, 'errors' | 'error'> {
  const errors: Partial<Record<NewGameField, string>> = {};
  const loose: string[] = [];
  for (const i of issues) {
    const f = i.path[0];
    if (isField(f)) errors[f] ??= i.message;
    else loose.push(i.message);
  }
  return { errors, ...(loose.length ? { error: loose.join(' ') } : {}) };
}

/** Which field a refusal from the game server is about, from its words; null when none. */
export function fieldOfServerError(message: string, mode: KingdomMode): NewGameField | null {
  if (/recommended/i.test(message)) return 'recommended';
  if (/\bevent\b/i.test(message)) return 'events';
  if (/\blandmark\b/i.test(message)) return 'landmarks';
  if (/two seats|@|e-?mail/i.test(message)) return 'invites';
  if (/open\.seats/i.test(message)) return 'openSeats';
  if (/minRating/i.test(message)) return 'minRating';
  if (/\bbots?\b|players/i.test(message)) return 'bots';
  if (/\bname\b/i.test(message)) return 'name';
  if (/kingdom|piles?\b|card/i.test(message))
    return mode === 'random' ? 'sets' : mode === 'pick' ? 'kingdom' : 'recommended';
  return null;
}
