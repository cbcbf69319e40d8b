import type { MessageDescriptor } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { SaidValues } from './said.ts';

/**
 * For tests: values that fill every argument of a message (a text, a number, an instant as ISO 8601 for a time, the
 * first option of a select), so each message can be said in every language.
 */
export function sampleValues(descriptor: MessageDescriptor): SaidValues {
  const values: SaidValues = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          values[element.value] ??= 'Kari';
          break;
        case TYPE.number:
          values[element.value] ??= 3;
          break;
        case TYPE.date:
        case TYPE.time:
          values[element.value] ??= '2026-03-12T18:02:00.000Z';
          break;
        case TYPE.plural:
          values[element.value] ??= 2;
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.select:
          values[element.value] ??= Object.keys(element.options).find((key) => key !== 'other') ?? 'other';
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  const message = descriptor.defaultMessage;
  walk(typeof message === 'string' ? parse(message) : (message ?? []));
  return values;
}
