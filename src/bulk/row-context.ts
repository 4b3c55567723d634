import { type Account, drawAccount } from '../generators/entities/account.js';
import { type Address, drawAddress } from '../generators/entities/address.js';
import { type Company, drawCompany } from '../generators/entities/company.js';
import { type AgeBounds, drawPerson, type Person } from '../generators/entities/person.js';
import type { Rng } from '../random/rng.js';

/**
 * The row entity (DECISIONS 1 and 4): one person with an address, one bank
 * account and one company, each drawn lazily from its own stream of the row,
 * so a field reads the same value whatever other fields the schema holds.
 */
export class RowContext {
  private personValue?: Person;
  private addressValue?: Address;
  private accountValue?: Account;
  private companyValue?: Company;

  constructor(
    readonly rng: Rng,
    readonly refDate: string,
    private readonly ages: AgeBounds,
  ) {}

  get person(): Person {
    this.personValue ??= drawPerson(this.rng.split('person'), this.refDate, this.ages);
    return this.personValue;
  }

  get address(): Address {
    this.addressValue ??= drawAddress(this.rng.split('address'));
    return this.addressValue;
  }

  get account(): Account {
    this.accountValue ??= drawAccount(this.rng.split('account'));
    return this.accountValue;
  }

  get company(): Company {
    this.companyValue ??= drawCompany(this.rng.split('company'));
    return this.companyValue;
  }
}
