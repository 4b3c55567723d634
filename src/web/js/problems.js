/**
 * The `problem` texts of the service (English, for developers) that the
 * playground says in the page's language: a pattern and the key of its
 * text in texts.js (named groups fill the text's placeholders). A problem
 * not listed is shown as the service wrote it.
 */
export const PROBLEMS = [
  [/^min is above max$/, 'pMinAboveMax'],
  [/^from is after to$/, 'pFromAfterTo'],
  [/^(minAge is above maxAge|minimum age above maximum age)$/, 'pMinAgeAboveMax'],
  [/^step must not be 0$/, 'pStepZero'],
  [/^invalid field name$/, 'pFieldName'],
  [/^invalid table name$/, 'pTableName'],
  [/^duplicate field name/, 'pDuplicateField'],
  [/^duplicate table name/, 'pDuplicateTable'],
  [/^one weight per value$/, 'pWeights'],
  [/^at least one field is required$/, 'pNoFields'],
  [/^(missing|missing value)$/, 'requiredValue'],
  [/^empty$/, 'pEmpty'],
  [/^no number with that many decimals lies between min and max$/, 'pDecimals'],
  [/^must NOT have fewer than (?<n>\d+) characters$/, 'pMinLength'],
  [/^must NOT have more than (?<n>\d+) characters$/, 'pMaxLength'],
  [/^must NOT have fewer than (?<n>\d+) items$/, 'pMinItems'],
  [/^must NOT have more than (?<n>\d+) items$/, 'pMaxItems'],
  [/^must be (integer|number)$/, 'pNumber'],
  [/^must be string$/, 'pString'],
  [/^must be boolean$/, 'pBoolean'],
  [/^only (?<n>\d+) distinct values for (?<rows>\d+) rows$/, 'pDistinct'],
  [/^only (?<n>\d+) parent rows for (?<rows>\d+) distinct references$/, 'pParentRows'],
  [/^type (?<type>\S+) cannot be unique$/, 'pNotUnique'],
  [/^unknown table (?<table>\S+)$/, 'pUnknownTable'],
  [/^table (?<table>\S+) has no field (?<field>\S+)$/, 'pNoSuchField'],
  [/^table (?<table>\S+) has no rows$/, 'pNoRows'],
  [/^must be (<=|>=|<|>) /, 'pSkip'],
];
