import type { AccountRecord } from '../store/AccountStore';

/*
 * The demo accounts of the ASC portal (listed with their passwords in the README under "Demo
 * accounts"). Only scrypt hashes live here. They are written into the content database when the
 * service opens it, unless ASC_DEMO_ACCOUNTS=false.
 */
export const DEMO_ACCOUNTS: readonly AccountRecord[] = [
  {
    id: 'asc-0001',
    username: 'asc.demo',
    displayName: 'Northside Repairs Ltd',
    role: 'asc',
    grants: ['serviceManuals', 'otherRepairDocs', 'phase2'],
    passwordHash: 'scrypt$16384$8$1$rD8OXXQTsJNU6pehEx98/Q==$oY5aOI8w5bZbbsMVm7NBwhrZ7HUvN93b6EwqBFXFW1Q=',
    profile: {},
  },
  {
    id: 'int-0001',
    username: 'integrated.demo',
    displayName: 'Hanse Service Partner GmbH',
    role: 'integrated',
    grants: ['otherRepairDocs'],
    passwordHash: 'scrypt$16384$8$1$SXVLjIC0iNaSpZTX0cJoBQ==$cZIiVIr3Q1TOPTXeZzxtpdJ9eyeLeB/DxWlzxkv960U=',
    profile: {},
  },
  {
    id: 'agt-0001',
    username: 'agent.demo',
    displayName: 'Jordan Ellis, Aurora Customer Care',
    role: 'agent',
    grants: [],
    passwordHash: 'scrypt$16384$8$1$JtEyV182roZKY6PHS+xINw==$iJg0OjWALMrF+mr8ssrAb0Ty+z3dEtIVmmVUrPCUCyM=',
    // The fields of docs/behaviour.md §3 "internal agent", written into the agent analytics cookie at sign-in.
    profile: {
      team: 'TV and Home Cinema',
      country: 'GB',
      accessLevel: 'agent',
      companyNumber: 'AUR-CC-014',
      username: 'agent.demo',
      companyName: 'Aurora Customer Care',
    },
  },
];

/**
 * Verified against when the user name is unknown, so a failed sign-in takes as long whether or not
 * the account exists (no user enumeration by timing).
 */
export const UNKNOWN_USER_HASH = 'scrypt$16384$8$1$wxoMUgUpjnEAwG3YxLF0wA==$arxd5iFI2jZBxbq274Fjo2bMfl17nWytnoOA3fFlZ9E=';
