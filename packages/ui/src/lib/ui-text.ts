import { useText } from '@marketplace/i18n';
import type en from '../locales/en.json';

/** The design system's message ids: those of its English catalog (src/locales/en.json). */
export type UiMessageId = keyof typeof en;

/** `t(id, values)` over the design system's catalog (loaded by the app beside its own). */
export const useUiText = () => useText<UiMessageId>();
