import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('TextField', () => {
  it('is a labelled input', async () => {
    const user = userEvent.setup();
    function Name() {
      const [value, setValue] = useState('');
      return <TextField label="Customer name" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Name />);

    const input = screen.getByRole('textbox', { name: 'Customer name' });
    await user.type(input, 'Kari');
    expect(input).toHaveValue('Kari');
    expect(input.tagName).toBe('INPUT');
  });

  it('is a textarea when multiline', () => {
    render(<TextField multiline label="English" defaultValue="Hello" />);
    expect(screen.getByRole('textbox', { name: 'English' }).tagName).toBe('TEXTAREA');
  });

  it('describes the field with its error', () => {
    render(<TextField label="Seats" defaultValue="0" error="Invalid number" />);
    const input = screen.getByRole('textbox', { name: 'Seats' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid number');
  });

  it('can hide its label visually and still be named', () => {
    render(<TextField label="Norwegian" hideLabel defaultValue="" />);
    expect(screen.getByRole('textbox', { name: 'Norwegian' })).toBeInTheDocument();
  });
});
