import type { SearchHit, SearchKind } from '../../../contract/hotel-products.ts';
import { useIntl } from '../../i18n/intl.ts';
import { DraftPicker } from '../../ui/draft-picker.tsx';
import type { AddStart } from '../../ui/record-list-page.tsx';
import type { SearchDialogProps } from '../../ui/search-dialog.tsx';
import { searchCatalogue } from './catalogue-search.ts';

/** Between the name and the line under it (the button's name reads "Parkering Parking · AD2005"). */
const SPACE = ' ';
/** Before the product's id. */
const SEPARATOR = ' · ';

/**
 * How a catalogue product reads in a picker: its name over "English name · id" (plus `extra`, e.g. a treatment's
 * addition). The button's name holds all it shows (WCAG 2.5.3, label in name): "Parkering, Parking · AD2005".
 */
export function catalogueHitView(
  extra: (hit: SearchHit) => string = () => '',
): Pick<SearchDialogProps<SearchHit>, 'getKey' | 'getLabel' | 'renderItem'> {
  return {
    getKey: (hit) => String(hit.id),
    getLabel: (hit) => `${[hit.name, hit.nameEn].filter(Boolean).join(', ')}${extra(hit)} · ${hit.id}`,
    renderItem: (hit) => (
      <span className="flex flex-col">
        <span className="font-medium">{hit.name}</span>
        {SPACE}
        <span className="text-sm text-gray-600">
          {hit.nameEn}
          {extra(hit)}
          {SEPARATOR}
          {hit.id}
        </span>
      </span>
    ),
  };
}

export interface CataloguePickerProps<D> {
  open: boolean;
  onClose: () => void;
  /** What `search/{kind}` lists: the upstream products not configured yet. */
  kind: SearchKind;
  /** The texts in the language shown (the caller's). */
  title: string;
  /** The products in the plural, as the search field and the empty list name them ("day passes"). */
  noun: string;
  /** The spec's "There was an error while searching {type}" (section 8), when it differs from `noun`. */
  searchErrorType?: string;
  /** The search field's hint; "Name or brp product id" unless told. */
  placeholder?: string;
  exclude?: ReadonlyArray<string | number>;
  extra?: (hit: SearchHit) => string;
  draftKey: string;
  toDraft: (hit: SearchHit) => D;
  /** The new-item form the pick opens. */
  to: string;
}

/**
 * "Add" of a product list: search the upstream catalogue for a product not configured yet, hold the pick as a
 * draft, then open the new-item form (add-ons, treatments, day passes, frequent visitor passes).
 */
export function CataloguePicker<D>({
  kind,
  noun,
  searchErrorType,
  placeholder,
  exclude = [],
  extra,
  ...rest
}: CataloguePickerProps<D>) {
  const intl = useIntl();
  return (
    <DraftPicker<SearchHit, D>
      {...rest}
      inputLabel={intl.formatMessage(
        { id: 'products.cataloguePicker.search', defaultMessage: 'Search {noun}' },
        { noun },
      )}
      placeholder={
        placeholder ??
        intl.formatMessage({ id: 'products.cataloguePicker.placeholder', defaultMessage: 'Name or brp product id' })
      }
      emptyMessage={intl.formatMessage(
        { id: 'products.cataloguePicker.none', defaultMessage: 'No {noun} to add' },
        { noun },
      )}
      errorMessage={intl.formatMessage(
        { id: 'products.cataloguePicker.searchError', defaultMessage: 'There was an error while searching {type}' },
        { type: searchErrorType ?? noun },
      )}
      search={(text) => searchCatalogue(kind, text, exclude)}
      {...catalogueHitView(extra)}
    />
  );
}

/** A list's Add by the catalogue picker (`RecordListPage`'s `add`): the picker's configuration, opened by Add. */
export function catalogueAdd<D>(picker: Omit<CataloguePickerProps<D>, 'open' | 'onClose'>): AddStart {
  return { picker: (state) => <CataloguePicker<D> {...picker} {...state} /> };
}
