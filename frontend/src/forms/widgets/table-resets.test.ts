import { describe, expect, it } from 'vitest';
import { withCell } from './table-rows';

const itemsUi = { serviceStatus: { 'ui:options': { resets: ['serviceStatusEndDate', 'statusUpdateReason'] } } };
const row = { serviceType: '1', serviceStatus: '1', serviceStatusStartDate: '2024-01-01', serviceStatusEndDate: '2025-01-01', statusUpdateReason: '3' };

describe('a column that resets its siblings (resets)', () => {
  // spec: 02§4.2
  it('set to 已终止, a service row loses its end date and reason (02 §4)', () => {
    expect(withCell(row, 'serviceStatus', '2', itemsUi)).toEqual({ serviceType: '1', serviceStatus: '2', serviceStatusStartDate: '2024-01-01' });
  });

  it('keeps them when the value does not change, and other columns reset nothing', () => {
    expect(withCell(row, 'serviceStatus', '1', itemsUi)).toEqual(row);
    expect(withCell(row, 'serviceStatusStartDate', '2024-02-01', itemsUi)).toEqual({ ...row, serviceStatusStartDate: '2024-02-01' });
    expect(withCell(undefined, 'serviceStatus', '2', itemsUi)).toEqual({ serviceStatus: '2' });
  });
});
