import type { BulkPlan } from '../bulk/schema.js';
import { itemAt } from '../errors/index.js';

/** A table of the dataset by index: the indices come from the request's own tables. */
export const tableAt = <T>(tables: readonly (T | undefined)[], t: number): T => itemAt(tables, t, 'table');

/** A field of a planned table by index: the indices come from the table's own fields. */
export const fieldAt = (plan: BulkPlan, f: number) => itemAt(plan.fields, f, 'field');
