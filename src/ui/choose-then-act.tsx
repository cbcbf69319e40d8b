import { useState, type ReactNode } from 'react';
import { SelectField, type SelectOption } from './select-field.tsx';

export interface ChooseThenActProps {
  label: string;
  options: readonly SelectOption[];
  /** The first option's text: what to do, or (`noneLeft`) that there is nothing to choose. */
  placeholder: string;
  noneLeft: string;
  /** The action beside the select, given the choice ('' for none) and a way to clear it once done. */
  children: (choice: string, clear: () => void) => ReactNode;
}

/**
 * Choose one of a list, then act on it (attach an add-on, copy a group's services): the select and the action
 * beside it. A choice that has left the list (attached, deleted meanwhile) counts as none.
 */
export function ChooseThenAct({ label, options, placeholder, noneLeft, children }: ChooseThenActProps) {
  const [chosen, setChosen] = useState('');
  const choice = options.some((option) => String(option.value) === chosen) ? chosen : '';
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={label}
        className="min-w-64"
        value={choice}
        onChange={setChosen}
        placeholder={options.length === 0 ? noneLeft : placeholder}
        options={options}
      />
      {children(choice, () => setChosen(''))}
    </div>
  );
}
