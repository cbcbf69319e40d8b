import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Section } from '../../../contract/sections.ts';
import { intl } from '../../i18n/intl.ts';
import { ConfirmProvider } from '../../ui/confirm-provider.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { sectionColumns } from './section-columns.tsx';
import { sectionForm } from './section-form.tsx';

const section = (id: number, name: string): Section => ({
  id,
  version: 1,
  name,
  src: '',
  title: 'Tittel',
  titleEn: 'Title',
  titleFont: 0,
  titleFontSize: 48,
  titleFontSizeMedium: null,
  titleFontSizeSmall: null,
  description: '',
  descriptionEn: '',
  descriptionFont: 2,
  descriptionFontSize: null,
  descriptionFontSizeMedium: null,
  descriptionFontSizeSmall: null,
});

function setup(rows: Section[]) {
  const onSave = vi.fn(async () => ({}));
  render(
    <ConfirmProvider>
      <InlineCrudTable
        label="Sections"
        columns={sectionColumns(intl())}
        rows={rows}
        rowKey={(s) => s.id}
        rowName={(s) => s.name || `section ${s.id}`}
        emptyText="None"
        online
        form={sectionForm()}
        onSave={onSave}
      />
    </ConfirmProvider>,
  );
  return { onSave, user: userEvent.setup() };
}

describe('section form', () => {
  it('ignores the save of a section without a name (spec section 5): Save disabled, Enter sends nothing', async () => {
    const { onSave, user } = setup([section(1, '')]);
    await user.click(screen.getByRole('button', { name: 'Edit section 1' }));
    const row = screen.getByRole('form', { name: 'Edit section' });
    expect(within(row).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(row).getByText('A section without a name cannot be saved.')).toBeInTheDocument();
    await user.type(within(row).getByLabelText('Title', { exact: true }), ' ny{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the fonts as numbers and an emptied size as none', async () => {
    const { onSave, user } = setup([section(2, 'hero-x')]);
    await user.click(screen.getByRole('button', { name: 'Edit hero-x' }));
    const row = screen.getByRole('form', { name: 'Edit section hero-x' });
    await user.selectOptions(within(row).getByLabelText('Title font'), 'Playfair');
    const sizes = within(row).getByRole('group', { name: 'Title font sizes' });
    await user.clear(within(sizes).getByLabelText('Large'));
    await user.type(within(sizes).getByLabelText('Small'), '20');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ titleFont: 1, descriptionFont: 2, titleFontSize: null, titleFontSizeSmall: 20 }),
        expect.objectContaining({ id: 2 }),
      ),
    );
    expect(onSave.mock.calls[0]).not.toHaveProperty('0.name');
  });
});
