/**
 * Window events that open the shell's dialogs from anywhere (a dashboard card, a page
 * button) without those features importing the shell.
 */
export const OPEN_COMMAND_PALETTE_EVENT = 'stratagent:open-command-palette';
export const OPEN_QUICK_START_EVENT = 'stratagent:open-quick-start';

export const openCommandPalette = () => window.dispatchEvent(new Event(OPEN_COMMAND_PALETTE_EVENT));
export const openQuickStart = () => window.dispatchEvent(new Event(OPEN_QUICK_START_EVENT));
