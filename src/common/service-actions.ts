/** The serviceAction vocabulary of the card system (v1 spec §4.6): a fact of the interface, shared by contract and emulator. */
export const SERVICE_OBJECT_TYPES = ['SERVICE_OBJECT_CARD', 'SERVICE_OBJECT_ACCOUNT'] as const;

export const ACTION_CODES = [
  'ACTION_CODE_ADD',
  'ACTION_CODE_UPDATE',
  'ACTION_CODE_DELETE',
  'ACTION_CODE_CHECK',
  'ACTION_CODE_CHANGE_ACCESS',
  'ACTION_CODE_CHECK_PARAMETERS',
  'ACTION_CODE_RESTORE_PARAMETERS',
  'ACTION_CODE_INQUIRE',
  'ACTION_CODE_ACTION',
] as const;
export type ActionCode = (typeof ACTION_CODES)[number];
