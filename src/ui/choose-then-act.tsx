import { useState, type ReactNode } from 'react';
import { SelectField, type SelectOption } from './select-field.tsx';

/** What the action beside the select is given: the choice ('' for none), and ways to clear it or say why not. */
export interface ChoiceActions {
  choice: string;
  /** Clears the choice once done. */
  clear: () => void;
  /** Shows a message about the current choice (e.g. "already added"), under the select, while it still holds. */
  say: (message: string) => void;
}

export interface ChooseThenActProps {
  label: string;
  options: readonly SelectOption[];
  /** The first option's text: what to do, or (`noneLeft`) that there is nothing to choose. */
  placeholder: string;
  noneLeft: string;
  /**
   * Whether a message said about a choice still holds, asked at each render (e.g. "already added" holds while the
   * choice is still attached). A message goes once another choice is made, or once this says it no longer holds.
   */
  messageHolds?: (choice: string) => boolean;
  /** The action beside the select. */
  children: (actions: ChoiceActions) => ReactNode;
}

/**
 * Choose one of a list, then act on it (attach an add-on, attach a hotel package to a discount code, copy a group's
 * services): the select, the action beside it and what the action has to say about the choice. A choice that has
 * left the list (attached, deleted meanwhile) counts as none. A message never outlives what caused it.
 */
export function ChooseThenAct({ label, options, placeholder, noneLeft, messageHolds, children }: ChooseThenActProps) {
  const [chosen, setChosen] = useState('');
  const [said, setSaid] = useState<{ about: string; message: string } | null>(null);
  const choice = options.some((option) => String(option.value) === chosen) ? chosen : '';
  const message =
    said && said.about === choice && (messageHolds ? messageHolds(said.about) : true) ? said.message : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={label}
          className="min-w-64"
          value={choice}
          onChange={(next) => {
            setChosen(next);
            setSaid(null);
          }}
          placeholder={options.length === 0 ? noneLeft : placeholder}
          options={options}
        />
        {children({
          choice,
          clear: () => {
            setChosen('');
            setSaid(null);
          },
          say: (text) => setSaid({ about: choice, message: text }),
        })}
      </div>
      {message && (
        <p role="alert" className="text-sm text-secondary-700">
          {message}
        </p>
      )}
    </div>
  );
}
