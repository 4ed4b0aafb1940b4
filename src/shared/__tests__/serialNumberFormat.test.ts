import type { SerialNumberFormat } from '../content/serialNumberCheckerTypes';
import { fitsSerialFormat, normaliseSerial, serialLengthText } from '../serialNumberFormat';

const sevenDigits: SerialNumberFormat = { minLength: 7, maxLength: 7, charset: 'digits' };
const eightToTwelve: SerialNumberFormat = { minLength: 8, maxLength: 12, charset: 'alphanumeric' };

describe('normaliseSerial', () => {
  it('reads a serial as printed on a label: spaces and dashes are separators, letters upper case', () => {
    expect(normaliseSerial('121 0000')).toBe('1210000');
    expect(normaliseSerial(' ab-12 cd--34\t')).toBe('AB12CD34');
  });

  it('keeps characters that are not separators, so the format check can refuse them', () => {
    expect(normaliseSerial('12.34/56')).toBe('12.34/56');
  });
});

describe('fitsSerialFormat', () => {
  it('needs the exact length of a fixed-length list', () => {
    expect(fitsSerialFormat('1210000', sevenDigits)).toBe(true);
    expect(fitsSerialFormat('121000', sevenDigits)).toBe(false);
    expect(fitsSerialFormat('12100000', sevenDigits)).toBe(false);
  });

  it('accepts only digits in a digits list', () => {
    expect(fitsSerialFormat('12A0000', sevenDigits)).toBe(false);
  });

  it('accepts upper-case letters and digits within the range of an alphanumeric list', () => {
    expect(fitsSerialFormat('AB12CD34', eightToTwelve)).toBe(true);
    expect(fitsSerialFormat('AB12CD34EF56', eightToTwelve)).toBe(true);
    expect(fitsSerialFormat('AB12CD3', eightToTwelve)).toBe(false);
    expect(fitsSerialFormat('AB12CD34EF567', eightToTwelve)).toBe(false);
  });

  it('refuses what normalising leaves behind: lower case and punctuation', () => {
    expect(fitsSerialFormat('ab12cd34', eightToTwelve)).toBe(false);
    expect(fitsSerialFormat(normaliseSerial('ab12-cd34'), eightToTwelve)).toBe(true);
    expect(fitsSerialFormat(normaliseSerial('AB12.CD34'), eightToTwelve)).toBe(false);
  });
});

describe('serialLengthText', () => {
  it('names one length or a range', () => {
    expect(serialLengthText(sevenDigits)).toBe('7');
    expect(serialLengthText(eightToTwelve)).toBe('8–12');
  });
});
