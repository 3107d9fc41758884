/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminChoices {\n    adminRoles\n    adminJurisdictions {\n      ulbId\n      ulbName\n      districtName\n      authorityCode\n    }\n  }\n": typeof types.AdminChoicesDocument,
    "\n  query AdminOfficer($id: ID!) {\n    adminOfficer(id: $id) {\n      id\n      username\n      firstName\n      lastName\n      mobile\n      email\n      role\n      ulbId\n      ulbName\n      districtName\n      authorityCode\n      lineDepartment\n      state\n      isActive\n      blockedUntil\n      deactivationReason\n      openTurns\n      createdAt\n      leaves {\n        id\n        officerId\n        fromDate\n        toDate\n        reason\n        chargeHolderId\n        chargeHolderName\n      }\n      charges {\n        id\n        holderId\n        holderName\n        role\n        ulbId\n        ulbName\n        fromDate\n        toDate\n        reason\n      }\n    }\n  }\n": typeof types.AdminOfficerDocument,
    "\n  query AdminOfficers($search: String, $role: String, $ulbId: ID, $state: String, $page: Int, $perPage: Int) {\n    adminOfficers(search: $search, role: $role, ulbId: $ulbId, state: $state, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        id\n        username\n        firstName\n        lastName\n        mobile\n        role\n        ulbName\n        districtName\n        authorityCode\n        state\n        openTurns\n      }\n    }\n  }\n": typeof types.AdminOfficersDocument,
    "\n  query OfficerHandOverPreview($officerId: ID!, $post: OfficerPostInput) {\n    officerHandOverPreview(officerId: $officerId, post: $post) {\n      canSave\n      turns {\n        applicationId\n        applicationNumber\n        stage\n        level\n        dueDate\n        toOfficerId\n        toOfficerName\n        problem\n      }\n    }\n  }\n": typeof types.OfficerHandOverPreviewDocument,
    "\n  mutation RecordOfficerLeave(\n    $officerId: ID!\n    $fromDate: String!\n    $toDate: String!\n    $reason: String!\n    $chargeHolderId: ID\n  ) {\n    recordOfficerLeave(\n      officerId: $officerId\n      fromDate: $fromDate\n      toDate: $toDate\n      reason: $reason\n      chargeHolderId: $chargeHolderId\n    ) {\n      id\n    }\n  }\n": typeof types.RecordOfficerLeaveDocument,
    "\n  mutation CancelOfficerLeave($leaveId: ID!, $reason: String!) {\n    cancelOfficerLeave(leaveId: $leaveId, reason: $reason)\n  }\n": typeof types.CancelOfficerLeaveDocument,
    "\n  mutation AssignOfficerCharge(\n    $holderId: ID!\n    $post: OfficerPostInput!\n    $fromDate: String!\n    $toDate: String!\n    $reason: String!\n  ) {\n    assignOfficerCharge(holderId: $holderId, post: $post, fromDate: $fromDate, toDate: $toDate, reason: $reason) {\n      id\n    }\n  }\n": typeof types.AssignOfficerChargeDocument,
    "\n  mutation EndOfficerCharge($chargeId: ID!, $reason: String!) {\n    endOfficerCharge(chargeId: $chargeId, reason: $reason)\n  }\n": typeof types.EndOfficerChargeDocument,
    "\n  query OfficerChanges($officerId: ID!) {\n    officerChanges(officerId: $officerId) {\n      at\n      byUsername\n      action\n      reason\n      before\n      after\n    }\n  }\n": typeof types.OfficerChangesDocument,
    "\n  mutation TransferOfficer($officerId: ID!, $post: OfficerPostInput!, $reason: String!) {\n    transferOfficer(officerId: $officerId, post: $post, reason: $reason) {\n      id\n    }\n  }\n": typeof types.TransferOfficerDocument,
    "\n  mutation DeactivateOfficer($officerId: ID!, $reason: String!) {\n    deactivateOfficer(officerId: $officerId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.DeactivateOfficerDocument,
    "\n  mutation ReactivateOfficer($officerId: ID!, $reason: String!) {\n    reactivateOfficer(officerId: $officerId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.ReactivateOfficerDocument,
    "\n  mutation CreateOfficer($input: OfficerInput!) {\n    createOfficer(input: $input) {\n      id\n      username\n    }\n  }\n": typeof types.CreateOfficerDocument,
    "\n  mutation UpdateOfficerDetails($officerId: ID!, $input: OfficerDetailsInput!) {\n    updateOfficerDetails(officerId: $officerId, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateOfficerDetailsDocument,
    "\n  mutation UnlockOfficer($officerId: ID!, $reason: String!) {\n    unlockOfficer(officerId: $officerId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.UnlockOfficerDocument,
    "\n  mutation EndOfficerSessions($officerId: ID!, $reason: String!) {\n    endOfficerSessions(officerId: $officerId, reason: $reason)\n  }\n": typeof types.EndOfficerSessionsDocument,
    "\n  mutation ForceOfficerPasswordReset($officerId: ID!, $reason: String!) {\n    forceOfficerPasswordReset(officerId: $officerId, reason: $reason)\n  }\n": typeof types.ForceOfficerPasswordResetDocument,
    "\n  query StaffingGaps {\n    staffingGaps {\n      ulbId\n      ulbName\n      role\n      stage\n      level\n      stuckApplicationCount\n      stuckApplicationNumbers\n    }\n  }\n": typeof types.StaffingGapsDocument,
    "\n  mutation ChangeOfficerPassword(\n    $username: String!\n    $password: String!\n    $passwordConfirmation: String!\n    $otpSecretKey: String!\n  ) {\n    changeOfficerPassword(\n      username: $username\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n      otpSecretKey: $otpSecretKey\n    ) {\n      success\n      message\n    }\n  }\n": typeof types.ChangeOfficerPasswordDocument,
    "\n  mutation Login($username: String!, $password: String!, $mobile: String) {\n    login(username: $username, password: $password, mobile: $mobile) {\n      mobile\n      message\n      challenge\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      endsAt\n      ipAddress\n      userAgent\n      isCurrent\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      success\n      message\n    }\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation ResendOtp($username: String!, $challenge: String!) {\n    resendOtp(username: $username, challenge: $challenge) {\n      success\n      message\n    }\n  }\n": typeof types.ResendOtpDocument,
    "\n  mutation ResetOfficerPassword($username: String!) {\n    resetOfficerPassword(username: $username) {\n      success\n      message\n    }\n  }\n": typeof types.ResetOfficerPasswordDocument,
    "\n  mutation VerifyOtp($username: String!, $otpSecretKey: String!, $challenge: String!) {\n    verifyOtp(username: $username, otpSecretKey: $otpSecretKey, challenge: $challenge) {\n      id\n      accessToken\n      firstName\n      lastName\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  query ChasingFigures($filter: OfficerReportFilter) {\n    chasingFigures(filter: $filter) {\n      filesHeldPastDue\n      turnsHeldPastDue\n    }\n  }\n": typeof types.ChasingFiguresDocument,
    "\n  query DeemedAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    deemedAlertCount(filter: $filter)\n    deemedAlerts(filter: $filter, page: $page, perPage: $perPage) {\n      applicationId\n      applicationIdentifier\n      approvalFor\n      ulbName\n      appliedAt\n      day\n      daysToDeemed\n      heldBy\n      status\n    }\n  }\n": typeof types.DeemedAlertsDocument,
    "\n  query DeemedAlertCount($filter: OfficerReportFilter) {\n    deemedAlertCount(filter: $filter)\n  }\n": typeof types.DeemedAlertCountDocument,
    "\n  query DeemedReviewAlerts($filter: OfficerReportFilter) {\n    deemedReviewAlerts(filter: $filter) {\n      id\n      raisedAt\n      kind\n      applicationId\n      applicationIdentifier\n      applicationType\n      approvalFor\n      ulbName\n      reviewerName\n      reviewerRole\n      reviewSentTo\n      message\n    }\n  }\n": typeof types.DeemedReviewAlertsDocument,
    "\n  query DelayBands($filter: OfficerReportFilter) {\n    delayBands(filter: $filter) {\n      band\n      turns\n      files\n      officers\n    }\n  }\n": typeof types.DelayBandsDocument,
    "\n  query DelayedFiles($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    delayedFiles(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      fileCount\n      records {\n        id\n        applicationId\n        applicationIdentifier\n        applicationType\n        approvalFor\n        status\n        ulbName\n        stageName\n        officerName\n        officerRole\n        receivedDate\n        dueDate\n        daysDelayed\n      }\n    }\n  }\n": typeof types.DelayedFilesDocument,
    "\n  fragment DelayingOfficerFields on DelayingOfficer {\n    rank\n    ulbName\n    officerId\n    officerName\n    officerRole\n    delayedFiles\n    delayedTurns\n    totalDaysDelayed\n    maxDaysDelayed\n    stillHeld\n    penaltyAmount\n  }\n": typeof types.DelayingOfficerFieldsFragmentDoc,
    "\n  query DelayingOfficers($filter: OfficerReportFilter, $topPerUlb: Int) {\n    delayingOfficers(filter: $filter, topPerUlb: $topPerUlb) {\n      ...DelayingOfficerFields\n    }\n  }\n": typeof types.DelayingOfficersDocument,
    "\n  query FeeIntimations($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    feeIntimations(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        ...OfficerNoticeFields\n      }\n    }\n  }\n": typeof types.FeeIntimationsDocument,
    "\n  query FeePaymentsLeaderboard($filter: OfficerReportFilter) {\n    feePaymentsLeaderboard(filter: $filter) {\n      rank\n      ulbName\n      district\n      intimations\n      paid\n      paidPercent\n    }\n  }\n": typeof types.FeePaymentsLeaderboardDocument,
    "\n  query Grievances($filter: OfficerReportFilter) {\n    grievances(filter: $filter) {\n      ulbName\n      filed\n      inVerification\n      withCommissioner\n      completed\n      approved\n      rejected\n    }\n  }\n": typeof types.GrievancesDocument,
    "\n  fragment OfficerNoticeFields on OfficerNotice {\n    id\n    applicationId\n    applicationIdentifier\n    applicationType\n    approvalFor\n    status\n    ulbName\n    stageName\n    officerName\n    raisedOn\n    kind\n    outcome\n    isPaid\n  }\n": typeof types.OfficerNoticeFieldsFragmentDoc,
    "\n  query OfficerPerformance($filter: OfficerReportFilter) {\n    officerPerformance(filter: $filter) {\n      officerId\n      ulbName\n      officerName\n      officerRole\n      received\n      disposed\n      onTime\n      late\n      pending\n      pendingPastDue\n      averageDays\n      onTimePercent\n      penaltyAmount\n    }\n  }\n": typeof types.OfficerPerformanceDocument,
    "\n  query Penalties($filter: OfficerReportFilter) {\n    penalties(filter: $filter) {\n      ...DelayingOfficerFields\n    }\n  }\n": typeof types.PenaltiesDocument,
    "\n  query PostVerificationAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    postVerificationAlertCount(filter: $filter)\n    postVerificationAlerts(filter: $filter, page: $page, perPage: $perPage) {\n      applicationId\n      applicationIdentifier\n      applicationType\n      approvalFor\n      ulbName\n      appliedAt\n      dueDate\n      day\n      daysLeft\n      heldBy\n      status\n    }\n  }\n": typeof types.PostVerificationAlertsDocument,
    "\n  query PostVerificationAlertCount($filter: OfficerReportFilter) {\n    postVerificationAlertCount(filter: $filter)\n  }\n": typeof types.PostVerificationAlertCountDocument,
    "\n  query ProcessingLeaderboard($filter: OfficerReportFilter) {\n    processingLeaderboard(filter: $filter) {\n      rank\n      ulbName\n      district\n      decided\n      averageDays\n      inTime\n      inTimePercent\n    }\n  }\n": typeof types.ProcessingLeaderboardDocument,
    "\n  mutation ResolveAlert($id: ID!, $remark: String!) {\n    resolveAlert(id: $id, remark: $remark) {\n      id\n      resolvedAt\n      remark\n    }\n  }\n": typeof types.ResolveAlertDocument,
    "\n  query ShortfallNotices($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    shortfallNotices(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        ...OfficerNoticeFields\n      }\n    }\n  }\n": typeof types.ShortfallNoticesDocument,
    "\n  query Shortfalls($filter: OfficerReportFilter) {\n    shortfalls(filter: $filter) {\n      ulbName\n      raised\n      answered\n      withApplicant\n      expired\n    }\n  }\n": typeof types.ShortfallsDocument,
    "\n  query StageDelays($filter: OfficerReportFilter) {\n    stageDelays(filter: $filter) {\n      stageName\n      received\n      cleared\n      pending\n      pendingPastDue\n      delayed\n      averageDays\n      recommended\n      notRecommended\n    }\n  }\n": typeof types.StageDelaysDocument,
    "\n  mutation CustomCondition($typeOf: String!, $applicationId: ID!, $newCondition: [String!]!) {\n    customCondition(typeOf: $typeOf, applicationId: $applicationId, newCondition: $newCondition) {\n      success\n      message\n    }\n  }\n": typeof types.CustomConditionDocument,
    "\n  mutation SelectConditions($applicationId: ID!, $conditionSelected: String!) {\n    selectConditions(applicationId: $applicationId, conditionSelected: $conditionSelected) {\n      success\n      message\n    }\n  }\n": typeof types.SelectConditionsDocument,
    "\n  query ApplicationCorrectionRequest($applicationId: ID!, $status: String) {\n    applicationCorrectionRequest(applicationId: $applicationId, status: $status) {\n      ...CorrectionRequestFields\n    }\n  }\n": typeof types.ApplicationCorrectionRequestDocument,
    "\n  query ApplicationsCorrectionRequest($page: Int, $perPage: Int, $status: String!) {\n    applicationsCorrectionRequest(page: $page, perPage: $perPage, status: $status) {\n      totalCount\n      totalPages\n      records {\n        ...CorrectionRequestFields\n      }\n    }\n  }\n": typeof types.ApplicationsCorrectionRequestDocument,
    "\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id\n    applicationId\n    applicationIdentifier\n    applicationType\n    approvalFor\n    applicantName\n    status\n    correctionRequestCompleted\n    finalRemark\n    isApprove\n    createdAt\n    receivedDate\n    myTurn\n    hasActiveNote\n    corrections {\n      id\n      columnName\n      oldValue\n      newValue\n      isApprove\n      remark\n      supportingDocUrl\n      supportingOptionalDocUrl\n    }\n    assignees {\n      officerId\n      officer\n      officerRole\n      step\n      isApprove\n      remark\n      receivedDate\n      completedDate\n    }\n  }\n": typeof types.CorrectionRequestFieldsFragmentDoc,
    "\n  mutation UpdateCorrection($isApprove: Boolean!, $correctionId: ID!, $remark: String) {\n    updateCorrection(isApprove: $isApprove, correctionId: $correctionId, remark: $remark) {\n      id\n      isApprove\n      remark\n    }\n  }\n": typeof types.UpdateCorrectionDocument,
    "\n  mutation UpdateFinalCorrection($remark: String!, $correctionRequestId: ID!, $isApprove: Boolean) {\n    updateFinalCorrection(remark: $remark, correctionRequestId: $correctionRequestId, isApprove: $isApprove) {\n      ...CorrectionRequestFields\n    }\n  }\n": typeof types.UpdateFinalCorrectionDocument,
    "\n  mutation FeeDetails($applicationId: ID!, $feeBreakup: String!, $officerId: ID) {\n    feeDetails(applicationId: $applicationId, feeBreakup: $feeBreakup, officerId: $officerId) {\n      success\n      message\n      status\n      isFeeChanged\n    }\n  }\n": typeof types.FeeDetailsDocument,
    "\n  mutation RecordFieldPhoto(\n    $applicationId: ID!\n    $key: String!\n    $fileName: String!\n    $questionId: ID\n    $position: DevicePositionInput!\n  ) {\n    recordFieldPhoto(\n      applicationId: $applicationId\n      key: $key\n      fileName: $fileName\n      questionId: $questionId\n      position: $position\n    ) {\n      id\n      distanceMetres\n      flag\n    }\n  }\n": typeof types.RecordFieldPhotoDocument,
    "\n  mutation RecordSiteVisit($applicationId: ID!, $position: DevicePositionInput!) {\n    recordSiteVisit(applicationId: $applicationId, position: $position) {\n      id\n      distanceMetres\n      flag\n    }\n  }\n": typeof types.RecordSiteVisitDocument,
    "\n  mutation SaveFieldAnswers($formInstanceId: ID!, $data: String!) {\n    saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {\n      success\n      message\n    }\n  }\n": typeof types.SaveFieldAnswersDocument,
    "\n  query FieldRecords($applicationId: ID!) {\n    fieldPhotos(applicationId: $applicationId) {\n      id\n      questionId\n      questionTitle {\n        title\n        titleTe\n      }\n      fileName\n      url\n      latitude\n      longitude\n      accuracyMetres\n      capturedAt\n      receivedAt\n      distanceMetres\n      flag\n      takenByName\n    }\n    siteVisits(applicationId: $applicationId) {\n      id\n      latitude\n      longitude\n      accuracyMetres\n      capturedAt\n      receivedAt\n      distanceMetres\n      flag\n      officerName\n    }\n    fieldPhotoMaxDistance\n  }\n": typeof types.FieldRecordsDocument,
    "\n  query InboxTabCounts($applicationType: [String!]) {\n    inboxTabCounts(applicationType: $applicationType) {\n      filter\n      count\n    }\n  }\n": typeof types.InboxTabCountsDocument,
    "\n  mutation CreateComment($applicationId: ID!, $comment: String!, $attachmentUrl: String, $mediaId: ID) {\n    createComment(applicationId: $applicationId, comment: $comment, attachmentUrl: $attachmentUrl, mediaId: $mediaId) {\n      id\n    }\n  }\n": typeof types.CreateCommentDocument,
    "\n  query NoteDraft($applicationId: ID!) {\n    noteDraft(applicationId: $applicationId) {\n      comment\n    }\n  }\n": typeof types.NoteDraftDocument,
    "\n  mutation SaveNoteDraft($applicationId: ID!, $comment: String!) {\n    saveNoteDraft(applicationId: $applicationId, comment: $comment) {\n      comment\n    }\n  }\n": typeof types.SaveNoteDraftDocument,
    "\n  mutation DeleteNoteDraft($applicationId: ID!) {\n    deleteNoteDraft(applicationId: $applicationId) {\n      success\n    }\n  }\n": typeof types.DeleteNoteDraftDocument,
    "\n  query OfficerApplicationSearch($searchParam: String!, $page: Int, $perPage: Int) {\n    officerApplicationSearch(searchParam: $searchParam, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        daysDelayed\n        penaltyAmount\n        isOverdue\n        application {\n          id\n          applicationIdentifier\n          applicationType\n          approvalFor\n          status\n          appliedOn\n          isCorrection\n          correctionStatus\n          applicant {\n            applicantName\n          }\n          property {\n            actualPlotArea\n            floor {\n              noOfFloors\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.OfficerApplicationSearchDocument,
    "\n  query ReportApplications(\n    $applicationType: String\n    $applicationTypes: [String!]\n    $applicationStatus: ReportApplicationStatus!\n    $page: Int\n    $perPage: Int\n    $authorities: [String!]\n    $districts: [String!]\n    $circles: [String!]\n    $ulbs: [String!]\n    $startDate: String\n    $endDate: String\n    $search: String\n  ) {\n    reportApplications(\n      applicationType: $applicationType\n      applicationTypes: $applicationTypes\n      applicationStatus: $applicationStatus\n      page: $page\n      perPage: $perPage\n      authorities: $authorities\n      districts: $districts\n      circles: $circles\n      ulbs: $ulbs\n      startDate: $startDate\n      endDate: $endDate\n      search: $search\n    ) {\n      totalCount\n      totalPages\n      records {\n        id\n        applicationIdentifier\n        applicationType\n        approvalFor\n        status\n        createdAt\n        appliedAt\n        updatedAt\n        approvalDate\n        remarks\n        officersRemarks {\n          key\n          text\n        }\n        property {\n          location {\n            circle\n            ulbName\n            district\n            districtAdministrationArea\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReportApplicationsDocument,
    "\n  query ReportScope {\n    reportScope {\n      level\n      hasReports\n      authorities\n      districts\n      ulbs\n      authorityOptions\n    }\n  }\n": typeof types.ReportScopeDocument,
    "\n  query Reports(\n    $type: ReportType!\n    $ulbs: [String!]\n    $districts: [String!]\n    $authorities: [String!]\n    $applicationTypes: [String!]\n    $groupBy: ReportGroup\n    $startDate: String\n    $endDate: String\n  ) {\n    reports(\n      type: $type\n      ulbs: $ulbs\n      districts: $districts\n      authorities: $authorities\n      applicationTypes: $applicationTypes\n      groupBy: $groupBy\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      type\n      groupBy\n      startDate\n      endDate\n      rows {\n        key\n        label\n        applicationType\n        received\n        approved\n        rejected\n        with_citizen\n        under_process\n        deemed\n        withdrawn\n      }\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  query Revenue($filter: OfficerReportFilter) {\n    revenue(filter: $filter) {\n      rows {\n        ulbName\n        district\n        applicationType\n        files\n        intimated\n        paid\n        pending\n        adjusted\n      }\n      total {\n        files\n        intimated\n        paid\n        pending\n        adjusted\n      }\n    }\n  }\n": typeof types.RevenueDocument,
    "\n  query ReviewRemarks($id: ID!, $page: Int, $perPage: Int) {\n    reviewRemarks(id: $id, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      finalRemarkLabel\n      records {\n        id\n        title\n        status\n        stage\n        officerName\n        officerRole\n        officerLevel\n        forwardedDate\n        municipalFinalRemark\n        beforeShowcase\n        stageState {\n          name\n          receivedDate\n          completedDate\n          dueDate\n          finalRemark\n          l1Remarks\n          l2Remarks\n        }\n        answer {\n          data\n          action\n        }\n        fields\n      }\n    }\n  }\n": typeof types.ReviewRemarksDocument,
    "\n  mutation SetPreferredLanguage($language: String!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n": typeof types.SetPreferredLanguageDocument,
    "\n  mutation CreateShortfall($formInstanceId: ID!, $remark: String) {\n    createShortfall(formInstanceId: $formInstanceId, remark: $remark) {\n      success\n      message\n      status\n    }\n  }\n": typeof types.CreateShortfallDocument,
    "\n  mutation SaveFormAnswers($formInstanceId: ID!, $data: String!) {\n    saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {\n      success\n      message\n    }\n  }\n": typeof types.SaveFormAnswersDocument,
    "\n  mutation SaveRemark($formInstanceId: ID!, $remark: String!) {\n    saveRemark(formInstanceId: $formInstanceId, remark: $remark) {\n      success\n      message\n    }\n  }\n": typeof types.SaveRemarkDocument,
    "\n  mutation SubmitFormAnswers(\n    $formInstanceId: ID!\n    $data: String\n    $status: String!\n    $officerId: ID\n    $finalRemark: String\n    $nocDepartments: [String!]\n  ) {\n    submitFormAnswers(\n      formInstanceId: $formInstanceId\n      data: $data\n      status: $status\n      officerId: $officerId\n      finalRemark: $finalRemark\n      nocDepartments: $nocDepartments\n    ) {\n      success\n      message\n      status\n    }\n  }\n": typeof types.SubmitFormAnswersDocument,
    "\n  mutation UpdateApplicationStatus(\n    $applicationId: ID!\n    $finalRemark: String\n    $status: String\n    $eligibilityForRefund: Boolean\n  ) {\n    updateApplicationStatus(\n      applicationId: $applicationId\n      finalRemark: $finalRemark\n      status: $status\n      eligibilityForRefund: $eligibilityForRefund\n    ) {\n      success\n      message\n      status\n    }\n  }\n": typeof types.UpdateApplicationStatusDocument,
    "\n  query ApplicationComments($applicationId: ID!, $officerId: ID, $active: Boolean) {\n    applicationComments(applicationId: $applicationId, officerId: $officerId, active: $active) {\n      id\n      comment\n      attachmentUrl\n      attachmentName\n      active\n      createdAt\n      officer {\n        id\n        firstName\n        lastName\n        role {\n          name\n        }\n      }\n    }\n  }\n": typeof types.ApplicationCommentsDocument,
    "\n  query ApplicationConditions($applicationId: ID!, $typeOf: String!) {\n    applicationConditions(applicationId: $applicationId, typeOf: $typeOf) {\n      isSubmitted\n      canEdit\n      conditions {\n        id\n        name\n        checked\n        isSystemCreated\n      }\n    }\n  }\n": typeof types.ApplicationConditionsDocument,
    "\n  query ApplicationsByDateAndTypeFilter(\n    $filter: ApplicationFilter!\n    $searchParam: String\n    $page: Int\n    $perPage: Int\n    $receivedDateSort: SortOrder\n    $assignedDateSort: SortOrder\n    $receivedDateParam: String\n    $status: [String!]\n    $applicationType: [String!]\n    $dueDayColour: [String!]\n  ) {\n    applicationsByDateAndTypeFilter(\n      filter: $filter\n      searchParam: $searchParam\n      page: $page\n      perPage: $perPage\n      receivedDateSort: $receivedDateSort\n      assignedDateSort: $assignedDateSort\n      receivedDateParam: $receivedDateParam\n      status: $status\n      applicationType: $applicationType\n      dueDayColour: $dueDayColour\n    ) {\n      totalCount\n      totalPages\n      isTotalCountBounded\n      records {\n        id\n        applicationIdentifier\n        applicationType\n        approvalFor\n        status\n        appliedOn\n        receivedDate\n        assignedDate\n        dueDate\n        dangerDate\n        officerStageStatus\n        isShowCauseRaised\n        additional\n        revision\n        additionalType\n        deemedDate\n        deemedDueDate\n        applicant {\n          applicantName\n        }\n        property {\n          actualPlotArea\n        }\n      }\n    }\n  }\n": typeof types.ApplicationsByDateAndTypeFilterDocument,
    "\n  query GetQuestionsAndAnswers($id: ID!) {\n    getQuestionsAndAnswers(id: $id) {\n      finalRemark\n      applicationForms {\n        id\n        order\n        title\n        status\n        stage\n        stageKey\n        officerId\n        officerName\n        officerRole\n        officerLevel\n        forwardedDate\n        municipalFinalRemark\n        fields\n        answer {\n          data\n          isChecklistFilled\n          action\n        }\n        oldAnswer {\n          data\n          isChecklistFilled\n          action\n        }\n        stageState {\n          id\n          name\n          status\n          receivedDate\n          completedDate\n          finalRemark\n          l1Remarks\n          l2Remarks\n        }\n      }\n    }\n  }\n": typeof types.GetQuestionsAndAnswersDocument,
    "\n  query OfficersApplication($id: ID!) {\n    officersApplication(id: $id) {\n      id\n      applicationIdentifier\n      status\n      applicationType\n      approvalFor\n      currentOfficerLevel\n      assignedDate\n      newWorkFlow\n      oldWorkFlow\n      finalRemark\n      isShowCauseRaised\n      isShowCauseRaisedDocUpload\n      isShowCauseSevenDaysElapsed\n      isFeeSubmitted\n      isFeeChanged\n      feeIsSubmitted\n      isDeviationSubmitted\n      isDeviationUpdated\n      proceedingIsSubmitted\n      applicant {\n        applicantName\n      }\n      stageStates {\n        id\n        name\n        status\n        dueDays\n        receivedDate\n        stageOfficers {\n          id\n          officerId\n          officerLevel\n          officerName\n          officerRole\n          action\n          receivedDate\n          forwardedDate\n        }\n      }\n    }\n  }\n": typeof types.OfficersApplicationDocument,
    "\n  query Recommendations($id: ID!, $formInstanceId: [ID!]!) {\n    recommendations(id: $id, formInstanceId: $formInstanceId) {\n      formInstanceId\n      options\n      status\n      finalRemark\n    }\n  }\n": typeof types.RecommendationsDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      ulbName\n      district\n      authority\n      isMandalOfficer\n      mandalName\n      actions\n      permissionLevel\n      preferredLanguage\n      role {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Signout {\n    signout {\n      success\n      message\n    }\n  }\n": typeof types.SignoutDocument,
    "\n  query PublicSettings {\n    publicSettings {\n      otpLength\n      sessionIdleTimeoutSeconds\n    }\n  }\n": typeof types.PublicSettingsDocument,
};
const documents: Documents = {
    "\n  query AdminChoices {\n    adminRoles\n    adminJurisdictions {\n      ulbId\n      ulbName\n      districtName\n      authorityCode\n    }\n  }\n": types.AdminChoicesDocument,
    "\n  query AdminOfficer($id: ID!) {\n    adminOfficer(id: $id) {\n      id\n      username\n      firstName\n      lastName\n      mobile\n      email\n      role\n      ulbId\n      ulbName\n      districtName\n      authorityCode\n      lineDepartment\n      state\n      isActive\n      blockedUntil\n      deactivationReason\n      openTurns\n      createdAt\n      leaves {\n        id\n        officerId\n        fromDate\n        toDate\n        reason\n        chargeHolderId\n        chargeHolderName\n      }\n      charges {\n        id\n        holderId\n        holderName\n        role\n        ulbId\n        ulbName\n        fromDate\n        toDate\n        reason\n      }\n    }\n  }\n": types.AdminOfficerDocument,
    "\n  query AdminOfficers($search: String, $role: String, $ulbId: ID, $state: String, $page: Int, $perPage: Int) {\n    adminOfficers(search: $search, role: $role, ulbId: $ulbId, state: $state, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        id\n        username\n        firstName\n        lastName\n        mobile\n        role\n        ulbName\n        districtName\n        authorityCode\n        state\n        openTurns\n      }\n    }\n  }\n": types.AdminOfficersDocument,
    "\n  query OfficerHandOverPreview($officerId: ID!, $post: OfficerPostInput) {\n    officerHandOverPreview(officerId: $officerId, post: $post) {\n      canSave\n      turns {\n        applicationId\n        applicationNumber\n        stage\n        level\n        dueDate\n        toOfficerId\n        toOfficerName\n        problem\n      }\n    }\n  }\n": types.OfficerHandOverPreviewDocument,
    "\n  mutation RecordOfficerLeave(\n    $officerId: ID!\n    $fromDate: String!\n    $toDate: String!\n    $reason: String!\n    $chargeHolderId: ID\n  ) {\n    recordOfficerLeave(\n      officerId: $officerId\n      fromDate: $fromDate\n      toDate: $toDate\n      reason: $reason\n      chargeHolderId: $chargeHolderId\n    ) {\n      id\n    }\n  }\n": types.RecordOfficerLeaveDocument,
    "\n  mutation CancelOfficerLeave($leaveId: ID!, $reason: String!) {\n    cancelOfficerLeave(leaveId: $leaveId, reason: $reason)\n  }\n": types.CancelOfficerLeaveDocument,
    "\n  mutation AssignOfficerCharge(\n    $holderId: ID!\n    $post: OfficerPostInput!\n    $fromDate: String!\n    $toDate: String!\n    $reason: String!\n  ) {\n    assignOfficerCharge(holderId: $holderId, post: $post, fromDate: $fromDate, toDate: $toDate, reason: $reason) {\n      id\n    }\n  }\n": types.AssignOfficerChargeDocument,
    "\n  mutation EndOfficerCharge($chargeId: ID!, $reason: String!) {\n    endOfficerCharge(chargeId: $chargeId, reason: $reason)\n  }\n": types.EndOfficerChargeDocument,
    "\n  query OfficerChanges($officerId: ID!) {\n    officerChanges(officerId: $officerId) {\n      at\n      byUsername\n      action\n      reason\n      before\n      after\n    }\n  }\n": types.OfficerChangesDocument,
    "\n  mutation TransferOfficer($officerId: ID!, $post: OfficerPostInput!, $reason: String!) {\n    transferOfficer(officerId: $officerId, post: $post, reason: $reason) {\n      id\n    }\n  }\n": types.TransferOfficerDocument,
    "\n  mutation DeactivateOfficer($officerId: ID!, $reason: String!) {\n    deactivateOfficer(officerId: $officerId, reason: $reason) {\n      id\n    }\n  }\n": types.DeactivateOfficerDocument,
    "\n  mutation ReactivateOfficer($officerId: ID!, $reason: String!) {\n    reactivateOfficer(officerId: $officerId, reason: $reason) {\n      id\n    }\n  }\n": types.ReactivateOfficerDocument,
    "\n  mutation CreateOfficer($input: OfficerInput!) {\n    createOfficer(input: $input) {\n      id\n      username\n    }\n  }\n": types.CreateOfficerDocument,
    "\n  mutation UpdateOfficerDetails($officerId: ID!, $input: OfficerDetailsInput!) {\n    updateOfficerDetails(officerId: $officerId, input: $input) {\n      id\n    }\n  }\n": types.UpdateOfficerDetailsDocument,
    "\n  mutation UnlockOfficer($officerId: ID!, $reason: String!) {\n    unlockOfficer(officerId: $officerId, reason: $reason) {\n      id\n    }\n  }\n": types.UnlockOfficerDocument,
    "\n  mutation EndOfficerSessions($officerId: ID!, $reason: String!) {\n    endOfficerSessions(officerId: $officerId, reason: $reason)\n  }\n": types.EndOfficerSessionsDocument,
    "\n  mutation ForceOfficerPasswordReset($officerId: ID!, $reason: String!) {\n    forceOfficerPasswordReset(officerId: $officerId, reason: $reason)\n  }\n": types.ForceOfficerPasswordResetDocument,
    "\n  query StaffingGaps {\n    staffingGaps {\n      ulbId\n      ulbName\n      role\n      stage\n      level\n      stuckApplicationCount\n      stuckApplicationNumbers\n    }\n  }\n": types.StaffingGapsDocument,
    "\n  mutation ChangeOfficerPassword(\n    $username: String!\n    $password: String!\n    $passwordConfirmation: String!\n    $otpSecretKey: String!\n  ) {\n    changeOfficerPassword(\n      username: $username\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n      otpSecretKey: $otpSecretKey\n    ) {\n      success\n      message\n    }\n  }\n": types.ChangeOfficerPasswordDocument,
    "\n  mutation Login($username: String!, $password: String!, $mobile: String) {\n    login(username: $username, password: $password, mobile: $mobile) {\n      mobile\n      message\n      challenge\n    }\n  }\n": types.LoginDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      endsAt\n      ipAddress\n      userAgent\n      isCurrent\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n      message\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      success\n      message\n    }\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation ResendOtp($username: String!, $challenge: String!) {\n    resendOtp(username: $username, challenge: $challenge) {\n      success\n      message\n    }\n  }\n": types.ResendOtpDocument,
    "\n  mutation ResetOfficerPassword($username: String!) {\n    resetOfficerPassword(username: $username) {\n      success\n      message\n    }\n  }\n": types.ResetOfficerPasswordDocument,
    "\n  mutation VerifyOtp($username: String!, $otpSecretKey: String!, $challenge: String!) {\n    verifyOtp(username: $username, otpSecretKey: $otpSecretKey, challenge: $challenge) {\n      id\n      accessToken\n      firstName\n      lastName\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  query ChasingFigures($filter: OfficerReportFilter) {\n    chasingFigures(filter: $filter) {\n      filesHeldPastDue\n      turnsHeldPastDue\n    }\n  }\n": types.ChasingFiguresDocument,
    "\n  query DeemedAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    deemedAlertCount(filter: $filter)\n    deemedAlerts(filter: $filter, page: $page, perPage: $perPage) {\n      applicationId\n      applicationIdentifier\n      approvalFor\n      ulbName\n      appliedAt\n      day\n      daysToDeemed\n      heldBy\n      status\n    }\n  }\n": types.DeemedAlertsDocument,
    "\n  query DeemedAlertCount($filter: OfficerReportFilter) {\n    deemedAlertCount(filter: $filter)\n  }\n": types.DeemedAlertCountDocument,
    "\n  query DeemedReviewAlerts($filter: OfficerReportFilter) {\n    deemedReviewAlerts(filter: $filter) {\n      id\n      raisedAt\n      kind\n      applicationId\n      applicationIdentifier\n      applicationType\n      approvalFor\n      ulbName\n      reviewerName\n      reviewerRole\n      reviewSentTo\n      message\n    }\n  }\n": types.DeemedReviewAlertsDocument,
    "\n  query DelayBands($filter: OfficerReportFilter) {\n    delayBands(filter: $filter) {\n      band\n      turns\n      files\n      officers\n    }\n  }\n": types.DelayBandsDocument,
    "\n  query DelayedFiles($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    delayedFiles(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      fileCount\n      records {\n        id\n        applicationId\n        applicationIdentifier\n        applicationType\n        approvalFor\n        status\n        ulbName\n        stageName\n        officerName\n        officerRole\n        receivedDate\n        dueDate\n        daysDelayed\n      }\n    }\n  }\n": types.DelayedFilesDocument,
    "\n  fragment DelayingOfficerFields on DelayingOfficer {\n    rank\n    ulbName\n    officerId\n    officerName\n    officerRole\n    delayedFiles\n    delayedTurns\n    totalDaysDelayed\n    maxDaysDelayed\n    stillHeld\n    penaltyAmount\n  }\n": types.DelayingOfficerFieldsFragmentDoc,
    "\n  query DelayingOfficers($filter: OfficerReportFilter, $topPerUlb: Int) {\n    delayingOfficers(filter: $filter, topPerUlb: $topPerUlb) {\n      ...DelayingOfficerFields\n    }\n  }\n": types.DelayingOfficersDocument,
    "\n  query FeeIntimations($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    feeIntimations(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        ...OfficerNoticeFields\n      }\n    }\n  }\n": types.FeeIntimationsDocument,
    "\n  query FeePaymentsLeaderboard($filter: OfficerReportFilter) {\n    feePaymentsLeaderboard(filter: $filter) {\n      rank\n      ulbName\n      district\n      intimations\n      paid\n      paidPercent\n    }\n  }\n": types.FeePaymentsLeaderboardDocument,
    "\n  query Grievances($filter: OfficerReportFilter) {\n    grievances(filter: $filter) {\n      ulbName\n      filed\n      inVerification\n      withCommissioner\n      completed\n      approved\n      rejected\n    }\n  }\n": types.GrievancesDocument,
    "\n  fragment OfficerNoticeFields on OfficerNotice {\n    id\n    applicationId\n    applicationIdentifier\n    applicationType\n    approvalFor\n    status\n    ulbName\n    stageName\n    officerName\n    raisedOn\n    kind\n    outcome\n    isPaid\n  }\n": types.OfficerNoticeFieldsFragmentDoc,
    "\n  query OfficerPerformance($filter: OfficerReportFilter) {\n    officerPerformance(filter: $filter) {\n      officerId\n      ulbName\n      officerName\n      officerRole\n      received\n      disposed\n      onTime\n      late\n      pending\n      pendingPastDue\n      averageDays\n      onTimePercent\n      penaltyAmount\n    }\n  }\n": types.OfficerPerformanceDocument,
    "\n  query Penalties($filter: OfficerReportFilter) {\n    penalties(filter: $filter) {\n      ...DelayingOfficerFields\n    }\n  }\n": types.PenaltiesDocument,
    "\n  query PostVerificationAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    postVerificationAlertCount(filter: $filter)\n    postVerificationAlerts(filter: $filter, page: $page, perPage: $perPage) {\n      applicationId\n      applicationIdentifier\n      applicationType\n      approvalFor\n      ulbName\n      appliedAt\n      dueDate\n      day\n      daysLeft\n      heldBy\n      status\n    }\n  }\n": types.PostVerificationAlertsDocument,
    "\n  query PostVerificationAlertCount($filter: OfficerReportFilter) {\n    postVerificationAlertCount(filter: $filter)\n  }\n": types.PostVerificationAlertCountDocument,
    "\n  query ProcessingLeaderboard($filter: OfficerReportFilter) {\n    processingLeaderboard(filter: $filter) {\n      rank\n      ulbName\n      district\n      decided\n      averageDays\n      inTime\n      inTimePercent\n    }\n  }\n": types.ProcessingLeaderboardDocument,
    "\n  mutation ResolveAlert($id: ID!, $remark: String!) {\n    resolveAlert(id: $id, remark: $remark) {\n      id\n      resolvedAt\n      remark\n    }\n  }\n": types.ResolveAlertDocument,
    "\n  query ShortfallNotices($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    shortfallNotices(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        ...OfficerNoticeFields\n      }\n    }\n  }\n": types.ShortfallNoticesDocument,
    "\n  query Shortfalls($filter: OfficerReportFilter) {\n    shortfalls(filter: $filter) {\n      ulbName\n      raised\n      answered\n      withApplicant\n      expired\n    }\n  }\n": types.ShortfallsDocument,
    "\n  query StageDelays($filter: OfficerReportFilter) {\n    stageDelays(filter: $filter) {\n      stageName\n      received\n      cleared\n      pending\n      pendingPastDue\n      delayed\n      averageDays\n      recommended\n      notRecommended\n    }\n  }\n": types.StageDelaysDocument,
    "\n  mutation CustomCondition($typeOf: String!, $applicationId: ID!, $newCondition: [String!]!) {\n    customCondition(typeOf: $typeOf, applicationId: $applicationId, newCondition: $newCondition) {\n      success\n      message\n    }\n  }\n": types.CustomConditionDocument,
    "\n  mutation SelectConditions($applicationId: ID!, $conditionSelected: String!) {\n    selectConditions(applicationId: $applicationId, conditionSelected: $conditionSelected) {\n      success\n      message\n    }\n  }\n": types.SelectConditionsDocument,
    "\n  query ApplicationCorrectionRequest($applicationId: ID!, $status: String) {\n    applicationCorrectionRequest(applicationId: $applicationId, status: $status) {\n      ...CorrectionRequestFields\n    }\n  }\n": types.ApplicationCorrectionRequestDocument,
    "\n  query ApplicationsCorrectionRequest($page: Int, $perPage: Int, $status: String!) {\n    applicationsCorrectionRequest(page: $page, perPage: $perPage, status: $status) {\n      totalCount\n      totalPages\n      records {\n        ...CorrectionRequestFields\n      }\n    }\n  }\n": types.ApplicationsCorrectionRequestDocument,
    "\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id\n    applicationId\n    applicationIdentifier\n    applicationType\n    approvalFor\n    applicantName\n    status\n    correctionRequestCompleted\n    finalRemark\n    isApprove\n    createdAt\n    receivedDate\n    myTurn\n    hasActiveNote\n    corrections {\n      id\n      columnName\n      oldValue\n      newValue\n      isApprove\n      remark\n      supportingDocUrl\n      supportingOptionalDocUrl\n    }\n    assignees {\n      officerId\n      officer\n      officerRole\n      step\n      isApprove\n      remark\n      receivedDate\n      completedDate\n    }\n  }\n": types.CorrectionRequestFieldsFragmentDoc,
    "\n  mutation UpdateCorrection($isApprove: Boolean!, $correctionId: ID!, $remark: String) {\n    updateCorrection(isApprove: $isApprove, correctionId: $correctionId, remark: $remark) {\n      id\n      isApprove\n      remark\n    }\n  }\n": types.UpdateCorrectionDocument,
    "\n  mutation UpdateFinalCorrection($remark: String!, $correctionRequestId: ID!, $isApprove: Boolean) {\n    updateFinalCorrection(remark: $remark, correctionRequestId: $correctionRequestId, isApprove: $isApprove) {\n      ...CorrectionRequestFields\n    }\n  }\n": types.UpdateFinalCorrectionDocument,
    "\n  mutation FeeDetails($applicationId: ID!, $feeBreakup: String!, $officerId: ID) {\n    feeDetails(applicationId: $applicationId, feeBreakup: $feeBreakup, officerId: $officerId) {\n      success\n      message\n      status\n      isFeeChanged\n    }\n  }\n": types.FeeDetailsDocument,
    "\n  mutation RecordFieldPhoto(\n    $applicationId: ID!\n    $key: String!\n    $fileName: String!\n    $questionId: ID\n    $position: DevicePositionInput!\n  ) {\n    recordFieldPhoto(\n      applicationId: $applicationId\n      key: $key\n      fileName: $fileName\n      questionId: $questionId\n      position: $position\n    ) {\n      id\n      distanceMetres\n      flag\n    }\n  }\n": types.RecordFieldPhotoDocument,
    "\n  mutation RecordSiteVisit($applicationId: ID!, $position: DevicePositionInput!) {\n    recordSiteVisit(applicationId: $applicationId, position: $position) {\n      id\n      distanceMetres\n      flag\n    }\n  }\n": types.RecordSiteVisitDocument,
    "\n  mutation SaveFieldAnswers($formInstanceId: ID!, $data: String!) {\n    saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {\n      success\n      message\n    }\n  }\n": types.SaveFieldAnswersDocument,
    "\n  query FieldRecords($applicationId: ID!) {\n    fieldPhotos(applicationId: $applicationId) {\n      id\n      questionId\n      questionTitle {\n        title\n        titleTe\n      }\n      fileName\n      url\n      latitude\n      longitude\n      accuracyMetres\n      capturedAt\n      receivedAt\n      distanceMetres\n      flag\n      takenByName\n    }\n    siteVisits(applicationId: $applicationId) {\n      id\n      latitude\n      longitude\n      accuracyMetres\n      capturedAt\n      receivedAt\n      distanceMetres\n      flag\n      officerName\n    }\n    fieldPhotoMaxDistance\n  }\n": types.FieldRecordsDocument,
    "\n  query InboxTabCounts($applicationType: [String!]) {\n    inboxTabCounts(applicationType: $applicationType) {\n      filter\n      count\n    }\n  }\n": types.InboxTabCountsDocument,
    "\n  mutation CreateComment($applicationId: ID!, $comment: String!, $attachmentUrl: String, $mediaId: ID) {\n    createComment(applicationId: $applicationId, comment: $comment, attachmentUrl: $attachmentUrl, mediaId: $mediaId) {\n      id\n    }\n  }\n": types.CreateCommentDocument,
    "\n  query NoteDraft($applicationId: ID!) {\n    noteDraft(applicationId: $applicationId) {\n      comment\n    }\n  }\n": types.NoteDraftDocument,
    "\n  mutation SaveNoteDraft($applicationId: ID!, $comment: String!) {\n    saveNoteDraft(applicationId: $applicationId, comment: $comment) {\n      comment\n    }\n  }\n": types.SaveNoteDraftDocument,
    "\n  mutation DeleteNoteDraft($applicationId: ID!) {\n    deleteNoteDraft(applicationId: $applicationId) {\n      success\n    }\n  }\n": types.DeleteNoteDraftDocument,
    "\n  query OfficerApplicationSearch($searchParam: String!, $page: Int, $perPage: Int) {\n    officerApplicationSearch(searchParam: $searchParam, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        daysDelayed\n        penaltyAmount\n        isOverdue\n        application {\n          id\n          applicationIdentifier\n          applicationType\n          approvalFor\n          status\n          appliedOn\n          isCorrection\n          correctionStatus\n          applicant {\n            applicantName\n          }\n          property {\n            actualPlotArea\n            floor {\n              noOfFloors\n            }\n          }\n        }\n      }\n    }\n  }\n": types.OfficerApplicationSearchDocument,
    "\n  query ReportApplications(\n    $applicationType: String\n    $applicationTypes: [String!]\n    $applicationStatus: ReportApplicationStatus!\n    $page: Int\n    $perPage: Int\n    $authorities: [String!]\n    $districts: [String!]\n    $circles: [String!]\n    $ulbs: [String!]\n    $startDate: String\n    $endDate: String\n    $search: String\n  ) {\n    reportApplications(\n      applicationType: $applicationType\n      applicationTypes: $applicationTypes\n      applicationStatus: $applicationStatus\n      page: $page\n      perPage: $perPage\n      authorities: $authorities\n      districts: $districts\n      circles: $circles\n      ulbs: $ulbs\n      startDate: $startDate\n      endDate: $endDate\n      search: $search\n    ) {\n      totalCount\n      totalPages\n      records {\n        id\n        applicationIdentifier\n        applicationType\n        approvalFor\n        status\n        createdAt\n        appliedAt\n        updatedAt\n        approvalDate\n        remarks\n        officersRemarks {\n          key\n          text\n        }\n        property {\n          location {\n            circle\n            ulbName\n            district\n            districtAdministrationArea\n          }\n        }\n      }\n    }\n  }\n": types.ReportApplicationsDocument,
    "\n  query ReportScope {\n    reportScope {\n      level\n      hasReports\n      authorities\n      districts\n      ulbs\n      authorityOptions\n    }\n  }\n": types.ReportScopeDocument,
    "\n  query Reports(\n    $type: ReportType!\n    $ulbs: [String!]\n    $districts: [String!]\n    $authorities: [String!]\n    $applicationTypes: [String!]\n    $groupBy: ReportGroup\n    $startDate: String\n    $endDate: String\n  ) {\n    reports(\n      type: $type\n      ulbs: $ulbs\n      districts: $districts\n      authorities: $authorities\n      applicationTypes: $applicationTypes\n      groupBy: $groupBy\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      type\n      groupBy\n      startDate\n      endDate\n      rows {\n        key\n        label\n        applicationType\n        received\n        approved\n        rejected\n        with_citizen\n        under_process\n        deemed\n        withdrawn\n      }\n    }\n  }\n": types.ReportsDocument,
    "\n  query Revenue($filter: OfficerReportFilter) {\n    revenue(filter: $filter) {\n      rows {\n        ulbName\n        district\n        applicationType\n        files\n        intimated\n        paid\n        pending\n        adjusted\n      }\n      total {\n        files\n        intimated\n        paid\n        pending\n        adjusted\n      }\n    }\n  }\n": types.RevenueDocument,
    "\n  query ReviewRemarks($id: ID!, $page: Int, $perPage: Int) {\n    reviewRemarks(id: $id, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      finalRemarkLabel\n      records {\n        id\n        title\n        status\n        stage\n        officerName\n        officerRole\n        officerLevel\n        forwardedDate\n        municipalFinalRemark\n        beforeShowcase\n        stageState {\n          name\n          receivedDate\n          completedDate\n          dueDate\n          finalRemark\n          l1Remarks\n          l2Remarks\n        }\n        answer {\n          data\n          action\n        }\n        fields\n      }\n    }\n  }\n": types.ReviewRemarksDocument,
    "\n  mutation SetPreferredLanguage($language: String!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n": types.SetPreferredLanguageDocument,
    "\n  mutation CreateShortfall($formInstanceId: ID!, $remark: String) {\n    createShortfall(formInstanceId: $formInstanceId, remark: $remark) {\n      success\n      message\n      status\n    }\n  }\n": types.CreateShortfallDocument,
    "\n  mutation SaveFormAnswers($formInstanceId: ID!, $data: String!) {\n    saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {\n      success\n      message\n    }\n  }\n": types.SaveFormAnswersDocument,
    "\n  mutation SaveRemark($formInstanceId: ID!, $remark: String!) {\n    saveRemark(formInstanceId: $formInstanceId, remark: $remark) {\n      success\n      message\n    }\n  }\n": types.SaveRemarkDocument,
    "\n  mutation SubmitFormAnswers(\n    $formInstanceId: ID!\n    $data: String\n    $status: String!\n    $officerId: ID\n    $finalRemark: String\n    $nocDepartments: [String!]\n  ) {\n    submitFormAnswers(\n      formInstanceId: $formInstanceId\n      data: $data\n      status: $status\n      officerId: $officerId\n      finalRemark: $finalRemark\n      nocDepartments: $nocDepartments\n    ) {\n      success\n      message\n      status\n    }\n  }\n": types.SubmitFormAnswersDocument,
    "\n  mutation UpdateApplicationStatus(\n    $applicationId: ID!\n    $finalRemark: String\n    $status: String\n    $eligibilityForRefund: Boolean\n  ) {\n    updateApplicationStatus(\n      applicationId: $applicationId\n      finalRemark: $finalRemark\n      status: $status\n      eligibilityForRefund: $eligibilityForRefund\n    ) {\n      success\n      message\n      status\n    }\n  }\n": types.UpdateApplicationStatusDocument,
    "\n  query ApplicationComments($applicationId: ID!, $officerId: ID, $active: Boolean) {\n    applicationComments(applicationId: $applicationId, officerId: $officerId, active: $active) {\n      id\n      comment\n      attachmentUrl\n      attachmentName\n      active\n      createdAt\n      officer {\n        id\n        firstName\n        lastName\n        role {\n          name\n        }\n      }\n    }\n  }\n": types.ApplicationCommentsDocument,
    "\n  query ApplicationConditions($applicationId: ID!, $typeOf: String!) {\n    applicationConditions(applicationId: $applicationId, typeOf: $typeOf) {\n      isSubmitted\n      canEdit\n      conditions {\n        id\n        name\n        checked\n        isSystemCreated\n      }\n    }\n  }\n": types.ApplicationConditionsDocument,
    "\n  query ApplicationsByDateAndTypeFilter(\n    $filter: ApplicationFilter!\n    $searchParam: String\n    $page: Int\n    $perPage: Int\n    $receivedDateSort: SortOrder\n    $assignedDateSort: SortOrder\n    $receivedDateParam: String\n    $status: [String!]\n    $applicationType: [String!]\n    $dueDayColour: [String!]\n  ) {\n    applicationsByDateAndTypeFilter(\n      filter: $filter\n      searchParam: $searchParam\n      page: $page\n      perPage: $perPage\n      receivedDateSort: $receivedDateSort\n      assignedDateSort: $assignedDateSort\n      receivedDateParam: $receivedDateParam\n      status: $status\n      applicationType: $applicationType\n      dueDayColour: $dueDayColour\n    ) {\n      totalCount\n      totalPages\n      isTotalCountBounded\n      records {\n        id\n        applicationIdentifier\n        applicationType\n        approvalFor\n        status\n        appliedOn\n        receivedDate\n        assignedDate\n        dueDate\n        dangerDate\n        officerStageStatus\n        isShowCauseRaised\n        additional\n        revision\n        additionalType\n        deemedDate\n        deemedDueDate\n        applicant {\n          applicantName\n        }\n        property {\n          actualPlotArea\n        }\n      }\n    }\n  }\n": types.ApplicationsByDateAndTypeFilterDocument,
    "\n  query GetQuestionsAndAnswers($id: ID!) {\n    getQuestionsAndAnswers(id: $id) {\n      finalRemark\n      applicationForms {\n        id\n        order\n        title\n        status\n        stage\n        stageKey\n        officerId\n        officerName\n        officerRole\n        officerLevel\n        forwardedDate\n        municipalFinalRemark\n        fields\n        answer {\n          data\n          isChecklistFilled\n          action\n        }\n        oldAnswer {\n          data\n          isChecklistFilled\n          action\n        }\n        stageState {\n          id\n          name\n          status\n          receivedDate\n          completedDate\n          finalRemark\n          l1Remarks\n          l2Remarks\n        }\n      }\n    }\n  }\n": types.GetQuestionsAndAnswersDocument,
    "\n  query OfficersApplication($id: ID!) {\n    officersApplication(id: $id) {\n      id\n      applicationIdentifier\n      status\n      applicationType\n      approvalFor\n      currentOfficerLevel\n      assignedDate\n      newWorkFlow\n      oldWorkFlow\n      finalRemark\n      isShowCauseRaised\n      isShowCauseRaisedDocUpload\n      isShowCauseSevenDaysElapsed\n      isFeeSubmitted\n      isFeeChanged\n      feeIsSubmitted\n      isDeviationSubmitted\n      isDeviationUpdated\n      proceedingIsSubmitted\n      applicant {\n        applicantName\n      }\n      stageStates {\n        id\n        name\n        status\n        dueDays\n        receivedDate\n        stageOfficers {\n          id\n          officerId\n          officerLevel\n          officerName\n          officerRole\n          action\n          receivedDate\n          forwardedDate\n        }\n      }\n    }\n  }\n": types.OfficersApplicationDocument,
    "\n  query Recommendations($id: ID!, $formInstanceId: [ID!]!) {\n    recommendations(id: $id, formInstanceId: $formInstanceId) {\n      formInstanceId\n      options\n      status\n      finalRemark\n    }\n  }\n": types.RecommendationsDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      ulbName\n      district\n      authority\n      isMandalOfficer\n      mandalName\n      actions\n      permissionLevel\n      preferredLanguage\n      role {\n        id\n        name\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Signout {\n    signout {\n      success\n      message\n    }\n  }\n": types.SignoutDocument,
    "\n  query PublicSettings {\n    publicSettings {\n      otpLength\n      sessionIdleTimeoutSeconds\n    }\n  }\n": types.PublicSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChoices {\n    adminRoles\n    adminJurisdictions {\n      ulbId\n      ulbName\n      districtName\n      authorityCode\n    }\n  }\n"): typeof import('./graphql').AdminChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOfficer($id: ID!) {\n    adminOfficer(id: $id) {\n      id\n      username\n      firstName\n      lastName\n      mobile\n      email\n      role\n      ulbId\n      ulbName\n      districtName\n      authorityCode\n      lineDepartment\n      state\n      isActive\n      blockedUntil\n      deactivationReason\n      openTurns\n      createdAt\n      leaves {\n        id\n        officerId\n        fromDate\n        toDate\n        reason\n        chargeHolderId\n        chargeHolderName\n      }\n      charges {\n        id\n        holderId\n        holderName\n        role\n        ulbId\n        ulbName\n        fromDate\n        toDate\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').AdminOfficerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOfficers($search: String, $role: String, $ulbId: ID, $state: String, $page: Int, $perPage: Int) {\n    adminOfficers(search: $search, role: $role, ulbId: $ulbId, state: $state, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        id\n        username\n        firstName\n        lastName\n        mobile\n        role\n        ulbName\n        districtName\n        authorityCode\n        state\n        openTurns\n      }\n    }\n  }\n"): typeof import('./graphql').AdminOfficersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficerHandOverPreview($officerId: ID!, $post: OfficerPostInput) {\n    officerHandOverPreview(officerId: $officerId, post: $post) {\n      canSave\n      turns {\n        applicationId\n        applicationNumber\n        stage\n        level\n        dueDate\n        toOfficerId\n        toOfficerName\n        problem\n      }\n    }\n  }\n"): typeof import('./graphql').OfficerHandOverPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOfficerLeave(\n    $officerId: ID!\n    $fromDate: String!\n    $toDate: String!\n    $reason: String!\n    $chargeHolderId: ID\n  ) {\n    recordOfficerLeave(\n      officerId: $officerId\n      fromDate: $fromDate\n      toDate: $toDate\n      reason: $reason\n      chargeHolderId: $chargeHolderId\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').RecordOfficerLeaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOfficerLeave($leaveId: ID!, $reason: String!) {\n    cancelOfficerLeave(leaveId: $leaveId, reason: $reason)\n  }\n"): typeof import('./graphql').CancelOfficerLeaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignOfficerCharge(\n    $holderId: ID!\n    $post: OfficerPostInput!\n    $fromDate: String!\n    $toDate: String!\n    $reason: String!\n  ) {\n    assignOfficerCharge(holderId: $holderId, post: $post, fromDate: $fromDate, toDate: $toDate, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').AssignOfficerChargeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOfficerCharge($chargeId: ID!, $reason: String!) {\n    endOfficerCharge(chargeId: $chargeId, reason: $reason)\n  }\n"): typeof import('./graphql').EndOfficerChargeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficerChanges($officerId: ID!) {\n    officerChanges(officerId: $officerId) {\n      at\n      byUsername\n      action\n      reason\n      before\n      after\n    }\n  }\n"): typeof import('./graphql').OfficerChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferOfficer($officerId: ID!, $post: OfficerPostInput!, $reason: String!) {\n    transferOfficer(officerId: $officerId, post: $post, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').TransferOfficerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateOfficer($officerId: ID!, $reason: String!) {\n    deactivateOfficer(officerId: $officerId, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeactivateOfficerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateOfficer($officerId: ID!, $reason: String!) {\n    reactivateOfficer(officerId: $officerId, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReactivateOfficerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOfficer($input: OfficerInput!) {\n    createOfficer(input: $input) {\n      id\n      username\n    }\n  }\n"): typeof import('./graphql').CreateOfficerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOfficerDetails($officerId: ID!, $input: OfficerDetailsInput!) {\n    updateOfficerDetails(officerId: $officerId, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateOfficerDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockOfficer($officerId: ID!, $reason: String!) {\n    unlockOfficer(officerId: $officerId, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').UnlockOfficerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOfficerSessions($officerId: ID!, $reason: String!) {\n    endOfficerSessions(officerId: $officerId, reason: $reason)\n  }\n"): typeof import('./graphql').EndOfficerSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForceOfficerPasswordReset($officerId: ID!, $reason: String!) {\n    forceOfficerPasswordReset(officerId: $officerId, reason: $reason)\n  }\n"): typeof import('./graphql').ForceOfficerPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffingGaps {\n    staffingGaps {\n      ulbId\n      ulbName\n      role\n      stage\n      level\n      stuckApplicationCount\n      stuckApplicationNumbers\n    }\n  }\n"): typeof import('./graphql').StaffingGapsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOfficerPassword(\n    $username: String!\n    $password: String!\n    $passwordConfirmation: String!\n    $otpSecretKey: String!\n  ) {\n    changeOfficerPassword(\n      username: $username\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n      otpSecretKey: $otpSecretKey\n    ) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').ChangeOfficerPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!, $mobile: String) {\n    login(username: $username, password: $password, mobile: $mobile) {\n      mobile\n      message\n      challenge\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      endsAt\n      ipAddress\n      userAgent\n      isCurrent\n    }\n  }\n"): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').EndSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').EndOtherSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOtp($username: String!, $challenge: String!) {\n    resendOtp(username: $username, challenge: $challenge) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').ResendOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetOfficerPassword($username: String!) {\n    resetOfficerPassword(username: $username) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').ResetOfficerPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($username: String!, $otpSecretKey: String!, $challenge: String!) {\n    verifyOtp(username: $username, otpSecretKey: $otpSecretKey, challenge: $challenge) {\n      id\n      accessToken\n      firstName\n      lastName\n    }\n  }\n"): typeof import('./graphql').VerifyOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChasingFigures($filter: OfficerReportFilter) {\n    chasingFigures(filter: $filter) {\n      filesHeldPastDue\n      turnsHeldPastDue\n    }\n  }\n"): typeof import('./graphql').ChasingFiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeemedAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    deemedAlertCount(filter: $filter)\n    deemedAlerts(filter: $filter, page: $page, perPage: $perPage) {\n      applicationId\n      applicationIdentifier\n      approvalFor\n      ulbName\n      appliedAt\n      day\n      daysToDeemed\n      heldBy\n      status\n    }\n  }\n"): typeof import('./graphql').DeemedAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeemedAlertCount($filter: OfficerReportFilter) {\n    deemedAlertCount(filter: $filter)\n  }\n"): typeof import('./graphql').DeemedAlertCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeemedReviewAlerts($filter: OfficerReportFilter) {\n    deemedReviewAlerts(filter: $filter) {\n      id\n      raisedAt\n      kind\n      applicationId\n      applicationIdentifier\n      applicationType\n      approvalFor\n      ulbName\n      reviewerName\n      reviewerRole\n      reviewSentTo\n      message\n    }\n  }\n"): typeof import('./graphql').DeemedReviewAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DelayBands($filter: OfficerReportFilter) {\n    delayBands(filter: $filter) {\n      band\n      turns\n      files\n      officers\n    }\n  }\n"): typeof import('./graphql').DelayBandsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DelayedFiles($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    delayedFiles(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      fileCount\n      records {\n        id\n        applicationId\n        applicationIdentifier\n        applicationType\n        approvalFor\n        status\n        ulbName\n        stageName\n        officerName\n        officerRole\n        receivedDate\n        dueDate\n        daysDelayed\n      }\n    }\n  }\n"): typeof import('./graphql').DelayedFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DelayingOfficerFields on DelayingOfficer {\n    rank\n    ulbName\n    officerId\n    officerName\n    officerRole\n    delayedFiles\n    delayedTurns\n    totalDaysDelayed\n    maxDaysDelayed\n    stillHeld\n    penaltyAmount\n  }\n"): typeof import('./graphql').DelayingOfficerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DelayingOfficers($filter: OfficerReportFilter, $topPerUlb: Int) {\n    delayingOfficers(filter: $filter, topPerUlb: $topPerUlb) {\n      ...DelayingOfficerFields\n    }\n  }\n"): typeof import('./graphql').DelayingOfficersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeIntimations($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    feeIntimations(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        ...OfficerNoticeFields\n      }\n    }\n  }\n"): typeof import('./graphql').FeeIntimationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeePaymentsLeaderboard($filter: OfficerReportFilter) {\n    feePaymentsLeaderboard(filter: $filter) {\n      rank\n      ulbName\n      district\n      intimations\n      paid\n      paidPercent\n    }\n  }\n"): typeof import('./graphql').FeePaymentsLeaderboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Grievances($filter: OfficerReportFilter) {\n    grievances(filter: $filter) {\n      ulbName\n      filed\n      inVerification\n      withCommissioner\n      completed\n      approved\n      rejected\n    }\n  }\n"): typeof import('./graphql').GrievancesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficerNoticeFields on OfficerNotice {\n    id\n    applicationId\n    applicationIdentifier\n    applicationType\n    approvalFor\n    status\n    ulbName\n    stageName\n    officerName\n    raisedOn\n    kind\n    outcome\n    isPaid\n  }\n"): typeof import('./graphql').OfficerNoticeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficerPerformance($filter: OfficerReportFilter) {\n    officerPerformance(filter: $filter) {\n      officerId\n      ulbName\n      officerName\n      officerRole\n      received\n      disposed\n      onTime\n      late\n      pending\n      pendingPastDue\n      averageDays\n      onTimePercent\n      penaltyAmount\n    }\n  }\n"): typeof import('./graphql').OfficerPerformanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Penalties($filter: OfficerReportFilter) {\n    penalties(filter: $filter) {\n      ...DelayingOfficerFields\n    }\n  }\n"): typeof import('./graphql').PenaltiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostVerificationAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    postVerificationAlertCount(filter: $filter)\n    postVerificationAlerts(filter: $filter, page: $page, perPage: $perPage) {\n      applicationId\n      applicationIdentifier\n      applicationType\n      approvalFor\n      ulbName\n      appliedAt\n      dueDate\n      day\n      daysLeft\n      heldBy\n      status\n    }\n  }\n"): typeof import('./graphql').PostVerificationAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostVerificationAlertCount($filter: OfficerReportFilter) {\n    postVerificationAlertCount(filter: $filter)\n  }\n"): typeof import('./graphql').PostVerificationAlertCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessingLeaderboard($filter: OfficerReportFilter) {\n    processingLeaderboard(filter: $filter) {\n      rank\n      ulbName\n      district\n      decided\n      averageDays\n      inTime\n      inTimePercent\n    }\n  }\n"): typeof import('./graphql').ProcessingLeaderboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveAlert($id: ID!, $remark: String!) {\n    resolveAlert(id: $id, remark: $remark) {\n      id\n      resolvedAt\n      remark\n    }\n  }\n"): typeof import('./graphql').ResolveAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortfallNotices($filter: OfficerReportFilter, $page: Int, $perPage: Int) {\n    shortfallNotices(filter: $filter, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        ...OfficerNoticeFields\n      }\n    }\n  }\n"): typeof import('./graphql').ShortfallNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shortfalls($filter: OfficerReportFilter) {\n    shortfalls(filter: $filter) {\n      ulbName\n      raised\n      answered\n      withApplicant\n      expired\n    }\n  }\n"): typeof import('./graphql').ShortfallsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StageDelays($filter: OfficerReportFilter) {\n    stageDelays(filter: $filter) {\n      stageName\n      received\n      cleared\n      pending\n      pendingPastDue\n      delayed\n      averageDays\n      recommended\n      notRecommended\n    }\n  }\n"): typeof import('./graphql').StageDelaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomCondition($typeOf: String!, $applicationId: ID!, $newCondition: [String!]!) {\n    customCondition(typeOf: $typeOf, applicationId: $applicationId, newCondition: $newCondition) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').CustomConditionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectConditions($applicationId: ID!, $conditionSelected: String!) {\n    selectConditions(applicationId: $applicationId, conditionSelected: $conditionSelected) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').SelectConditionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationCorrectionRequest($applicationId: ID!, $status: String) {\n    applicationCorrectionRequest(applicationId: $applicationId, status: $status) {\n      ...CorrectionRequestFields\n    }\n  }\n"): typeof import('./graphql').ApplicationCorrectionRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsCorrectionRequest($page: Int, $perPage: Int, $status: String!) {\n    applicationsCorrectionRequest(page: $page, perPage: $perPage, status: $status) {\n      totalCount\n      totalPages\n      records {\n        ...CorrectionRequestFields\n      }\n    }\n  }\n"): typeof import('./graphql').ApplicationsCorrectionRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id\n    applicationId\n    applicationIdentifier\n    applicationType\n    approvalFor\n    applicantName\n    status\n    correctionRequestCompleted\n    finalRemark\n    isApprove\n    createdAt\n    receivedDate\n    myTurn\n    hasActiveNote\n    corrections {\n      id\n      columnName\n      oldValue\n      newValue\n      isApprove\n      remark\n      supportingDocUrl\n      supportingOptionalDocUrl\n    }\n    assignees {\n      officerId\n      officer\n      officerRole\n      step\n      isApprove\n      remark\n      receivedDate\n      completedDate\n    }\n  }\n"): typeof import('./graphql').CorrectionRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCorrection($isApprove: Boolean!, $correctionId: ID!, $remark: String) {\n    updateCorrection(isApprove: $isApprove, correctionId: $correctionId, remark: $remark) {\n      id\n      isApprove\n      remark\n    }\n  }\n"): typeof import('./graphql').UpdateCorrectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFinalCorrection($remark: String!, $correctionRequestId: ID!, $isApprove: Boolean) {\n    updateFinalCorrection(remark: $remark, correctionRequestId: $correctionRequestId, isApprove: $isApprove) {\n      ...CorrectionRequestFields\n    }\n  }\n"): typeof import('./graphql').UpdateFinalCorrectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeeDetails($applicationId: ID!, $feeBreakup: String!, $officerId: ID) {\n    feeDetails(applicationId: $applicationId, feeBreakup: $feeBreakup, officerId: $officerId) {\n      success\n      message\n      status\n      isFeeChanged\n    }\n  }\n"): typeof import('./graphql').FeeDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordFieldPhoto(\n    $applicationId: ID!\n    $key: String!\n    $fileName: String!\n    $questionId: ID\n    $position: DevicePositionInput!\n  ) {\n    recordFieldPhoto(\n      applicationId: $applicationId\n      key: $key\n      fileName: $fileName\n      questionId: $questionId\n      position: $position\n    ) {\n      id\n      distanceMetres\n      flag\n    }\n  }\n"): typeof import('./graphql').RecordFieldPhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordSiteVisit($applicationId: ID!, $position: DevicePositionInput!) {\n    recordSiteVisit(applicationId: $applicationId, position: $position) {\n      id\n      distanceMetres\n      flag\n    }\n  }\n"): typeof import('./graphql').RecordSiteVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFieldAnswers($formInstanceId: ID!, $data: String!) {\n    saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').SaveFieldAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldRecords($applicationId: ID!) {\n    fieldPhotos(applicationId: $applicationId) {\n      id\n      questionId\n      questionTitle {\n        title\n        titleTe\n      }\n      fileName\n      url\n      latitude\n      longitude\n      accuracyMetres\n      capturedAt\n      receivedAt\n      distanceMetres\n      flag\n      takenByName\n    }\n    siteVisits(applicationId: $applicationId) {\n      id\n      latitude\n      longitude\n      accuracyMetres\n      capturedAt\n      receivedAt\n      distanceMetres\n      flag\n      officerName\n    }\n    fieldPhotoMaxDistance\n  }\n"): typeof import('./graphql').FieldRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxTabCounts($applicationType: [String!]) {\n    inboxTabCounts(applicationType: $applicationType) {\n      filter\n      count\n    }\n  }\n"): typeof import('./graphql').InboxTabCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateComment($applicationId: ID!, $comment: String!, $attachmentUrl: String, $mediaId: ID) {\n    createComment(applicationId: $applicationId, comment: $comment, attachmentUrl: $attachmentUrl, mediaId: $mediaId) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteDraft($applicationId: ID!) {\n    noteDraft(applicationId: $applicationId) {\n      comment\n    }\n  }\n"): typeof import('./graphql').NoteDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNoteDraft($applicationId: ID!, $comment: String!) {\n    saveNoteDraft(applicationId: $applicationId, comment: $comment) {\n      comment\n    }\n  }\n"): typeof import('./graphql').SaveNoteDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNoteDraft($applicationId: ID!) {\n    deleteNoteDraft(applicationId: $applicationId) {\n      success\n    }\n  }\n"): typeof import('./graphql').DeleteNoteDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficerApplicationSearch($searchParam: String!, $page: Int, $perPage: Int) {\n    officerApplicationSearch(searchParam: $searchParam, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      records {\n        daysDelayed\n        penaltyAmount\n        isOverdue\n        application {\n          id\n          applicationIdentifier\n          applicationType\n          approvalFor\n          status\n          appliedOn\n          isCorrection\n          correctionStatus\n          applicant {\n            applicantName\n          }\n          property {\n            actualPlotArea\n            floor {\n              noOfFloors\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OfficerApplicationSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportApplications(\n    $applicationType: String\n    $applicationTypes: [String!]\n    $applicationStatus: ReportApplicationStatus!\n    $page: Int\n    $perPage: Int\n    $authorities: [String!]\n    $districts: [String!]\n    $circles: [String!]\n    $ulbs: [String!]\n    $startDate: String\n    $endDate: String\n    $search: String\n  ) {\n    reportApplications(\n      applicationType: $applicationType\n      applicationTypes: $applicationTypes\n      applicationStatus: $applicationStatus\n      page: $page\n      perPage: $perPage\n      authorities: $authorities\n      districts: $districts\n      circles: $circles\n      ulbs: $ulbs\n      startDate: $startDate\n      endDate: $endDate\n      search: $search\n    ) {\n      totalCount\n      totalPages\n      records {\n        id\n        applicationIdentifier\n        applicationType\n        approvalFor\n        status\n        createdAt\n        appliedAt\n        updatedAt\n        approvalDate\n        remarks\n        officersRemarks {\n          key\n          text\n        }\n        property {\n          location {\n            circle\n            ulbName\n            district\n            districtAdministrationArea\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReportApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportScope {\n    reportScope {\n      level\n      hasReports\n      authorities\n      districts\n      ulbs\n      authorityOptions\n    }\n  }\n"): typeof import('./graphql').ReportScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports(\n    $type: ReportType!\n    $ulbs: [String!]\n    $districts: [String!]\n    $authorities: [String!]\n    $applicationTypes: [String!]\n    $groupBy: ReportGroup\n    $startDate: String\n    $endDate: String\n  ) {\n    reports(\n      type: $type\n      ulbs: $ulbs\n      districts: $districts\n      authorities: $authorities\n      applicationTypes: $applicationTypes\n      groupBy: $groupBy\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      type\n      groupBy\n      startDate\n      endDate\n      rows {\n        key\n        label\n        applicationType\n        received\n        approved\n        rejected\n        with_citizen\n        under_process\n        deemed\n        withdrawn\n      }\n    }\n  }\n"): typeof import('./graphql').ReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Revenue($filter: OfficerReportFilter) {\n    revenue(filter: $filter) {\n      rows {\n        ulbName\n        district\n        applicationType\n        files\n        intimated\n        paid\n        pending\n        adjusted\n      }\n      total {\n        files\n        intimated\n        paid\n        pending\n        adjusted\n      }\n    }\n  }\n"): typeof import('./graphql').RevenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewRemarks($id: ID!, $page: Int, $perPage: Int) {\n    reviewRemarks(id: $id, page: $page, perPage: $perPage) {\n      totalCount\n      totalPages\n      finalRemarkLabel\n      records {\n        id\n        title\n        status\n        stage\n        officerName\n        officerRole\n        officerLevel\n        forwardedDate\n        municipalFinalRemark\n        beforeShowcase\n        stageState {\n          name\n          receivedDate\n          completedDate\n          dueDate\n          finalRemark\n          l1Remarks\n          l2Remarks\n        }\n        answer {\n          data\n          action\n        }\n        fields\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewRemarksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPreferredLanguage($language: String!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n"): typeof import('./graphql').SetPreferredLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShortfall($formInstanceId: ID!, $remark: String) {\n    createShortfall(formInstanceId: $formInstanceId, remark: $remark) {\n      success\n      message\n      status\n    }\n  }\n"): typeof import('./graphql').CreateShortfallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFormAnswers($formInstanceId: ID!, $data: String!) {\n    saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').SaveFormAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRemark($formInstanceId: ID!, $remark: String!) {\n    saveRemark(formInstanceId: $formInstanceId, remark: $remark) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').SaveRemarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFormAnswers(\n    $formInstanceId: ID!\n    $data: String\n    $status: String!\n    $officerId: ID\n    $finalRemark: String\n    $nocDepartments: [String!]\n  ) {\n    submitFormAnswers(\n      formInstanceId: $formInstanceId\n      data: $data\n      status: $status\n      officerId: $officerId\n      finalRemark: $finalRemark\n      nocDepartments: $nocDepartments\n    ) {\n      success\n      message\n      status\n    }\n  }\n"): typeof import('./graphql').SubmitFormAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApplicationStatus(\n    $applicationId: ID!\n    $finalRemark: String\n    $status: String\n    $eligibilityForRefund: Boolean\n  ) {\n    updateApplicationStatus(\n      applicationId: $applicationId\n      finalRemark: $finalRemark\n      status: $status\n      eligibilityForRefund: $eligibilityForRefund\n    ) {\n      success\n      message\n      status\n    }\n  }\n"): typeof import('./graphql').UpdateApplicationStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationComments($applicationId: ID!, $officerId: ID, $active: Boolean) {\n    applicationComments(applicationId: $applicationId, officerId: $officerId, active: $active) {\n      id\n      comment\n      attachmentUrl\n      attachmentName\n      active\n      createdAt\n      officer {\n        id\n        firstName\n        lastName\n        role {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ApplicationCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationConditions($applicationId: ID!, $typeOf: String!) {\n    applicationConditions(applicationId: $applicationId, typeOf: $typeOf) {\n      isSubmitted\n      canEdit\n      conditions {\n        id\n        name\n        checked\n        isSystemCreated\n      }\n    }\n  }\n"): typeof import('./graphql').ApplicationConditionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationsByDateAndTypeFilter(\n    $filter: ApplicationFilter!\n    $searchParam: String\n    $page: Int\n    $perPage: Int\n    $receivedDateSort: SortOrder\n    $assignedDateSort: SortOrder\n    $receivedDateParam: String\n    $status: [String!]\n    $applicationType: [String!]\n    $dueDayColour: [String!]\n  ) {\n    applicationsByDateAndTypeFilter(\n      filter: $filter\n      searchParam: $searchParam\n      page: $page\n      perPage: $perPage\n      receivedDateSort: $receivedDateSort\n      assignedDateSort: $assignedDateSort\n      receivedDateParam: $receivedDateParam\n      status: $status\n      applicationType: $applicationType\n      dueDayColour: $dueDayColour\n    ) {\n      totalCount\n      totalPages\n      isTotalCountBounded\n      records {\n        id\n        applicationIdentifier\n        applicationType\n        approvalFor\n        status\n        appliedOn\n        receivedDate\n        assignedDate\n        dueDate\n        dangerDate\n        officerStageStatus\n        isShowCauseRaised\n        additional\n        revision\n        additionalType\n        deemedDate\n        deemedDueDate\n        applicant {\n          applicantName\n        }\n        property {\n          actualPlotArea\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ApplicationsByDateAndTypeFilterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetQuestionsAndAnswers($id: ID!) {\n    getQuestionsAndAnswers(id: $id) {\n      finalRemark\n      applicationForms {\n        id\n        order\n        title\n        status\n        stage\n        stageKey\n        officerId\n        officerName\n        officerRole\n        officerLevel\n        forwardedDate\n        municipalFinalRemark\n        fields\n        answer {\n          data\n          isChecklistFilled\n          action\n        }\n        oldAnswer {\n          data\n          isChecklistFilled\n          action\n        }\n        stageState {\n          id\n          name\n          status\n          receivedDate\n          completedDate\n          finalRemark\n          l1Remarks\n          l2Remarks\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetQuestionsAndAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficersApplication($id: ID!) {\n    officersApplication(id: $id) {\n      id\n      applicationIdentifier\n      status\n      applicationType\n      approvalFor\n      currentOfficerLevel\n      assignedDate\n      newWorkFlow\n      oldWorkFlow\n      finalRemark\n      isShowCauseRaised\n      isShowCauseRaisedDocUpload\n      isShowCauseSevenDaysElapsed\n      isFeeSubmitted\n      isFeeChanged\n      feeIsSubmitted\n      isDeviationSubmitted\n      isDeviationUpdated\n      proceedingIsSubmitted\n      applicant {\n        applicantName\n      }\n      stageStates {\n        id\n        name\n        status\n        dueDays\n        receivedDate\n        stageOfficers {\n          id\n          officerId\n          officerLevel\n          officerName\n          officerRole\n          action\n          receivedDate\n          forwardedDate\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OfficersApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recommendations($id: ID!, $formInstanceId: [ID!]!) {\n    recommendations(id: $id, formInstanceId: $formInstanceId) {\n      formInstanceId\n      options\n      status\n      finalRemark\n    }\n  }\n"): typeof import('./graphql').RecommendationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      ulbName\n      district\n      authority\n      isMandalOfficer\n      mandalName\n      actions\n      permissionLevel\n      preferredLanguage\n      role {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signout {\n    signout {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').SignoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSettings {\n    publicSettings {\n      otpLength\n      sessionIdleTimeoutSeconds\n    }\n  }\n"): typeof import('./graphql').PublicSettingsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
