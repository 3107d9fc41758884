/** What the administration screens' tests share: a ULB administrator of GHMC and the choices the server gives. */
export const ADMIN_GHMC = {
  id: '90',
  firstName: 'Ghmc',
  lastName: 'Administrator',
  ulbName: 'GHMC',
  permissionLevel: 'ULB_ADMIN' as const,
  role: { id: '40', name: 'ULB Administrator' },
};

export const CHOICES = {
  adminRoles: ['Site Inspector', 'Municipal Commissioner', 'Zonal Commissioner'],
  adminJurisdictions: [
    { ulbId: '1', ulbName: 'GHMC', districtName: 'Hyderabad', authorityCode: 'GHMC' },
    { ulbId: '2', ulbName: 'Boduppal', districtName: 'Medchal', authorityCode: 'HMDA' },
  ],
};
