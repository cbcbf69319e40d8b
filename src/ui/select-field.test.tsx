import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field.tsx';

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

const options = [
  { value: 1, label: 'Breakfast' },
  { value: 2, label: 'Dinner' },
];

describe('SelectField', () => {
  it('is named by its label, offers the placeholder first and reports the chosen value as text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectField label="Meal" value="" onChange={onChange} options={options} placeholder="Choose a meal" />);

    const select = screen.getByRole('combobox', { name: 'Meal' });
    expect(select).toHaveClass('min-h-touch');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a meal',
      'Breakfast',
      'Dinner',
    ]);
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Dinner');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('has no placeholder unless told, and shows the chosen value', () => {
    render(<SelectField label="Meal" value={2} onChange={() => {}} options={options} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Meal' })).toHaveValue('2');
  });

  it('describes itself by its error and is marked invalid', () => {
    render(
      <SelectField
        label="Date filter"
        hideLabel
        value=""
        onChange={() => {}}
        options={options}
        placeholder="Choose"
        error="Date filter is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Date filter' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Date filter is required');
    expect(screen.getByText('Date filter')).toHaveClass('sr-only');
  });

  it('is not invalid without an error, and can be disabled', () => {
    render(<SelectField label="Meal" value="" onChange={() => {}} options={options} disabled />);
    const select = screen.getByRole('combobox', { name: 'Meal' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
    expect(select).toBeDisabled();
  });
});
