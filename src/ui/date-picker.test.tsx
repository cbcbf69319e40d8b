import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DatePicker,
  formatTypedDate,
  INVALID_DATE_MESSAGE,
  MAX_DATE_MESSAGE,
  MIN_DATE_MESSAGE,
  parseTypedDate,
  validateDate,
} from './date-picker.tsx';

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('validateDate', () => {
  it('accepts empty and in-range dates', () => {
    expect(validateDate('')).toBeNull();
    expect(validateDate('2024-02-29')).toBeNull();
    expect(validateDate('1900-01-01')).toBeNull();
    expect(validateDate('2100-01-01')).toBeNull();
  });

  it('rejects text that is not a real YYYY-MM-DD date', () => {
    expect(validateDate('2023-02-29')).toBe(INVALID_DATE_MESSAGE);
    expect(validateDate('01.02.2024')).toBe(INVALID_DATE_MESSAGE);
    expect(validateDate('2024-1-5')).toBe(INVALID_DATE_MESSAGE);
    expect(validateDate('', { badInput: true })).toBe(INVALID_DATE_MESSAGE);
  });

  it('checks the default range 1900-01-01 to 2100-01-01', () => {
    expect(validateDate('1899-12-31')).toBe(MIN_DATE_MESSAGE);
    expect(validateDate('2100-01-02')).toBe(MAX_DATE_MESSAGE);
  });

  it('checks a given range', () => {
    const range = { min: '2024-06-01', max: '2024-06-30' };
    expect(validateDate('2024-05-31', range)).toBe(MIN_DATE_MESSAGE);
    expect(validateDate('2024-07-01', range)).toBe(MAX_DATE_MESSAGE);
    expect(validateDate('2024-06-15', range)).toBeNull();
  });

  it('uses the spec texts', () => {
    expect(INVALID_DATE_MESSAGE).toBe('Invalid date format');
    expect(MIN_DATE_MESSAGE).toBe('Date should not be before minimal date');
    expect(MAX_DATE_MESSAGE).toBe('Date should not be after maximal date');
  });
});

function Form({
  initial = '',
  min,
  max,
  errorText,
}: {
  initial?: string;
  min?: string;
  max?: string;
  errorText?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker label="Active from" value={value} onChange={setValue} min={min} max={max} errorText={errorText} />
      <output aria-label="Stored">{value}</output>
    </>
  );
}

describe('typed dates', () => {
  it('reads and writes a date and time as YYYY-MM-DD HH:mm, the value as YYYY-MM-DDTHH:mm', () => {
    expect(parseTypedDate('2031-05-02 10:00', 'YYYY-MM-DD HH:mm')).toBe('2031-05-02T10:00');
    expect(parseTypedDate('2031-05-02T10:00', 'YYYY-MM-DD HH:mm')).toBe('2031-05-02T10:00');
    for (const bad of ['2031-02-30 10:00', '2031-05-02 24:00', '2031-05-02', '05/02/2031 10:00 AM'])
      expect(parseTypedDate(bad, 'YYYY-MM-DD HH:mm')).toBeNull();
    expect(formatTypedDate('2031-05-02T10:00:00', 'YYYY-MM-DD HH:mm')).toBe('2031-05-02 10:00');
    expect(validateDate('2031-05-02T10:00')).toBeNull();
    expect(validateDate('1899-12-31T10:00')).toBe(MIN_DATE_MESSAGE);
  });

  it('reads and writes a booking date as DD.MM.YYYY', () => {
    expect(parseTypedDate('02.05.2031', 'DD.MM.YYYY')).toBe('2031-05-02');
    expect(parseTypedDate('2031-05-02', 'DD.MM.YYYY')).toBeNull();
    expect(formatTypedDate('2031-05-02', 'DD.MM.YYYY')).toBe('02.05.2031');
  });
});

describe('DatePicker', () => {
  it('is a labelled text field typed as YYYY-MM-DD whatever the locale, reporting YYYY-MM-DD', () => {
    render(<Form />);
    const input = screen.getByLabelText('Active from');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');

    fireEvent.change(input, { target: { value: '2024-06-15' } });
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2024-06-15');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('types and shows a booking date as DD.MM.YYYY, still reporting YYYY-MM-DD', () => {
    function Booking() {
      const [value, setValue] = useState('2024-06-15');
      return (
        <>
          <DatePicker label="Date" format="DD.MM.YYYY" value={value} onChange={setValue} />
          <output aria-label="Stored">{value}</output>
        </>
      );
    }
    render(<Booking />);
    const input = screen.getByLabelText('Date');
    expect(input).toHaveValue('15.06.2024');
    expect(input).toHaveAttribute('placeholder', 'DD.MM.YYYY');

    fireEvent.change(input, { target: { value: '01.07.2024' } });
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2024-07-01');
    // ISO typed where a booking date is wanted, or a day that does not exist: the spec's message, the text kept.
    for (const typed of ['2024-07-01', '31.02.2024', '1.7.2024']) {
      fireEvent.change(input, { target: { value: typed } });
      expect(input).toHaveValue(typed);
      expect(input).toHaveAccessibleDescription(INVALID_DATE_MESSAGE);
      expect(screen.getByLabelText('Stored')).toBeEmptyDOMElement();
    }
  });

  it('says when a date is before the minimum or after the maximum', () => {
    render(<Form min="2024-06-01" max="2024-06-30" />);
    const input = screen.getByLabelText('Active from');

    fireEvent.change(input, { target: { value: '2024-05-31' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(MIN_DATE_MESSAGE);

    fireEvent.change(input, { target: { value: '2024-07-01' } });
    expect(input).toHaveAccessibleDescription(MAX_DATE_MESSAGE);

    fireEvent.change(input, { target: { value: '2024-06-10' } });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MAX_DATE_MESSAGE)).not.toBeInTheDocument();
  });

  it('says "Invalid date format" for half-typed text, and drops it once the screen sets a date', () => {
    function Reset() {
      const [value, setValue] = useState('');
      return (
        <>
          <DatePicker label="Date" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2024-06-15')}>
            Today
          </button>
        </>
      );
    }
    render(<Reset />);
    const input = screen.getByLabelText('Date');
    fireEvent.change(input, { target: { value: '2024-06' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(INVALID_DATE_MESSAGE);

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(input).toHaveValue('2024-06-15');
    expect(screen.queryByText(INVALID_DATE_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the screen’s own message', () => {
    render(<Form errorText="invalid date" />);
    expect(screen.getByLabelText('Active from')).toHaveAccessibleDescription('invalid date');
  });
});
