import { staffCouponSchema } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { RewardsService } from './rewards-service.ts';

/** Staff giving a borrower a coupon (ADR 045), on the staff API with coupons.grant (ADR 074). */
export function registerStaffCouponRoutes(staff: StaffRoutes, rewards: RewardsService): void {
  staff.post('/staff/coupons', { permission: 'coupons.grant', action: 'coupon.grant' }, async (request, principal, _reply, context) => {
    const body = validateForm(staffCouponSchema, request.body ?? {});
    if (!body.ok) return body;
    const result = await rewards.staffCoupon({ ...body.value, staffName: principal.name }, context);
    // Who gave how much to whom; the reason stays in the database.
    if (result.ok) request.log.info({ couponId: result.value.id, userId: body.value.userId, amount: body.value.amount, staff: principal.id }, 'coupon given by staff');
    return result;
  });
}
