import type { SerialNumberFormat } from './content/serialNumberCheckerTypes';

/*
 * The serial-number format of a checker list, written once: the form uses it for its instant
 * message, the content service for its decision. If the two disagreed, the form would refuse a
 * number the service accepts (or send one it is bound to call invalid).
 */

/** Serial numbers are read off labels: spaces and dashes are separators, letters are upper case. */
export function normaliseSerial(serial: string): string {
  return serial.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a normalised serial number has the list's length and characters. */
export function fitsSerialFormat(serial: string, format: SerialNumberFormat): boolean {
  if (serial.length < format.minLength || serial.length > format.maxLength) return false;
  return format.charset === 'digits' ? /^\d+$/.test(serial) : /^[A-Z0-9]+$/.test(serial);
}

/** The length a visitor is told: '10' for a fixed length, '8–12' for a range. */
export function serialLengthText(format: SerialNumberFormat): string {
  return format.minLength === format.maxLength ? String(format.minLength) : `${format.minLength}–${format.maxLength}`;
}
