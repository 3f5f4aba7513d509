// Units of time in milliseconds, the unit of the clock and of every stored duration: a game's
// settings arrive in minutes and hours (the contract's create body) and are read back in them.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
