import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable } from './catalog.js';
import { rowCheckDirectives } from './row-checks.js';

const column = (name: string, kind: CatalogColumn['kind'], nullable = true): CatalogColumn => ({
  name,
  kind,
  sqlType: kind,
  nullable,
});

const table = (otherChecks: string[]): CatalogTable => ({
  name: 't',
  columns: [
    column('started_at', 'timestamp', false),
    column('ended_at', 'timestamp'),
    column('plan_id', 'integer'),
    column('subscription_id', 'integer'),
    column('status', 'text', false),
    column('approved_at', 'timestamp'),
    column('amount', 'integer'),
  ],
  primaryKey: [],
  unique: [],
  foreignKeys: [],
  otherChecks,
});

describe('rowCheckDirectives', () => {
  it('orders two dates, even behind an OR with IS NULL', () => {
    const d = rowCheckDirectives(table(['CHECK (((ended_at IS NULL) OR (started_at <= ended_at)))']));
    expect(d.get('started_at')?.order).toBe('early');
    expect(d.get('ended_at')?.order).toBe('late');
    expect(d.get('ended_at')?.alwaysNull).toBeUndefined();
  });

  it('sets one of two and leaves the other NULL', () => {
    const d = rowCheckDirectives(table(['CHECK (((plan_id IS NOT NULL) <> (subscription_id IS NOT NULL)))']));
    expect(d.get('plan_id')?.notNull).toBe(true);
    expect(d.get('subscription_id')?.alwaysNull).toMatch(/CHECK/);
  });

  it('leaves a status out and its date NULL; reads a bound that allows NULL', () => {
    const d = rowCheckDirectives(
      table([
        "CHECK ((((status)::text = 'approved'::text) = (approved_at IS NOT NULL)))",
        'CHECK (((amount >= 0) OR (amount IS NULL)))',
      ]),
    );
    expect(d.get('status')?.exclude).toEqual(['approved']);
    expect(d.get('approved_at')?.alwaysNull).toBeDefined();
    expect(d.get('amount')?.range).toEqual({ min: 0, minExclusive: false });
  });

  it('says nothing of a CHECK it cannot read', () => {
    expect(rowCheckDirectives(table(['CHECK ((amount + plan_id) < 10)'])).size).toBe(0);
  });
});
