/**
 * Generated from the API's OpenAPI document (GET /api/docs-json) by openapi-typescript.
 * Do not edit: change the API's DTO classes and run `npm run api:types`.
 */

export interface paths {
    "/api/admin/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My classes: sort ["name","ASC"], range [0,9], filter {"q","isActive","id":[...]}; Content-Range tells the total. Each class carries its first students only */
        get: operations["AdminClassesController_list"];
        put?: never;
        /** Create a class from the bare form (name required; capacity 30 and active by default) */
        post: operations["AdminClassesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My classes in figures: how many, how many active, and the distinct students in them */
        get: operations["AdminClassesController_classTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/{classId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitations of my class not accepted yet: sort ["createdAt","DESC"], range [0,9]; Content-Range tells the total */
        get: operations["AdminClassInvitationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/{classId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invitation of my class that was not accepted; answers it as it was */
        delete: operations["AdminClassInvitationsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/{classId}/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The students of my class: sort ["username","ASC"], range [0,9], filter {"q","id":[...]}; Content-Range tells the total */
        get: operations["AdminClassStudentsController_list"];
        put?: never;
        /** Invite a student by studentId, or by username or e-mail: they join when they accept. Answers the invitation, the same whoever is named; a full class answers 409 CLASS_FULL */
        post: operations["AdminClassStudentsController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/{classId}/students/{studentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One student of my class */
        get: operations["AdminClassStudentsController_one"];
        put?: never;
        post?: never;
        /** Remove a student from my class; answers the student as they were */
        delete: operations["AdminClassStudentsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my classes, with all its students */
        get: operations["AdminClassesController_one"];
        /** Change the form fields of my class; read-only fields and isActive are ignored (activate and deactivate are their own calls) */
        put: operations["AdminClassesController_update"];
        post?: never;
        /** Delete my class; answers the class as it was */
        delete: operations["AdminClassesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate my class: joins by code are accepted again */
        post: operations["AdminClassesController_activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/{id}/add-student-by-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a student by username or e-mail: they join when they accept. The answer is the same whether or not the name is a student's; a full class answers 409 CLASS_FULL */
        post: operations["AdminClassesController_addByUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate my class: joins by code are refused */
        post: operations["AdminClassesController_deactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/classes/{id}/regenerate-join-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new join code for my class; the old one stops working */
        post: operations["AdminClassesController_regenerateJoinCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My content: sort ["createdAt","DESC"] with the field one of id, title, type, category, visibility, status, tokenPrice, duration, views, enrollments, completions, rating, createdAt, updatedAt (id ascending when none; ties by id), range [0,24], filter {"q","type","category","visibility","status" (draft or published),"withdrawn","id":[...]} (q: words of the title, each must appear); Content-Range tells the total */
        get: operations["AdminContentController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my content items, withdrawn included, with its contentData as written; another teacher's answers 404 CONTENT_NOT_FOUND */
        get: operations["AdminContentController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My goals for my connected children: sort ["createdAt","DESC"] (createdAt, dueDate, title or target), range [0,24], filter {"childId","completed":true|false,"q","id":[...]} (q: words all in the title); Content-Range tells the total (an unconnected childId answers 404 CHILD_NOT_FOUND) */
        get: operations["AdminGoalsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My token transfers to my connected children, newest first unless sorted: sort ["createdAt","DESC"] (createdAt or amount), range [0,24], filter {"childId","id":[...]}; Content-Range tells the total (an unconnected childId answers 404 CHILD_NOT_FOUND) */
        get: operations["AdminTransfersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My connected children's wishlist items: sort ["addedAt","DESC"], range [0,24], filter {"q","childId","approvalStatus","type","id":[...]} (q: words in the name or description); Content-Range tells the total (an unconnected childId answers 404 CHILD_NOT_FOUND) */
        get: operations["AdminWishlistController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/wishlist/approve-many": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve up to 100 items, each as POST /admin/wishlist/{id}/approve would; items that are not pending, unknown or not of a connected child are skipped. Answers the ids approved. */
        post: operations["AdminWishlistController_approveMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/wishlist/deny-many": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny up to 100 items, each as POST /admin/wishlist/{id}/deny would; items that are not pending, unknown or not of a connected child are skipped. Answers the ids denied. */
        post: operations["AdminWishlistController_denyMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/wishlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item of a connected child's wishlist */
        get: operations["AdminWishlistController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/wishlist/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending item, with an optional note (409 INVALID_TRANSITION unless pending, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted) */
        post: operations["AdminWishlistController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/wishlist/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a pending item, with an optional note (409 INVALID_TRANSITION unless pending, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted) */
        post: operations["AdminWishlistController_deny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/wishlist/{id}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset any item to pending: the decision, its time and its note are cleared (a note sent here replaces it) */
        post: operations["AdminWishlistController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/parent/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The student dashboard's activity counters and learning journeys for one connected child, or for all of them together */
        get: operations["ParentAnalyticsController_familyOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/student/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity counters, a learning journey per subject, and the last 7 days' study minutes */
        get: operations["StudentAnalyticsController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/student/learning-pattern": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 10 content items with the most study time, with the most used device and part of the day */
        get: operations["StudentAnalyticsController_learningPattern"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/student/peer-comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 5 of my classes: the class's average progress beside mine */
        get: operations["StudentAnalyticsController_peerComparison"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/student/progress/{subject}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress, skill and velocity in one subject (a content category), with its courses */
        get: operations["StudentAnalyticsController_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/teacher/content-performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every content item with views, enrollments, completions and their rates (capped at 100 %), most enrollments first */
        get: operations["TeacherAnalyticsController_performance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/teacher/earnings-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tokens earned: in total, this month and each of the last 12 months in your time zone, and per content */
        get: operations["TeacherAnalyticsController_earnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/teacher/engagement-metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active students, enrollment, completion and review rates, time spent and recent enrollments */
        get: operations["TeacherAnalyticsController_engagement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/teacher/student-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Students active and inactive (7 days), enrollments Complete / In Progress / Not Started, overall and per content */
        get: operations["TeacherAnalyticsController_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your password with the current one; every other sign-in of yours ends at once, this one stays. Wrong guesses count against your account (a growing delay), never against your network */
        post: operations["ChangePasswordController_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a new password by e-mail. The answer is the same whether or not an account uses the address; when one does, it is sent a link to /reset-password with a single-use code valid for 30 minutes (at most 3 e-mails an hour) */
        post: operations["PasswordResetController_forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/local": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail or username and password */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/local/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account of any role and sign in */
        post: operations["AuthController_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this sign-in */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset code (an e-mailed link's, or one a parent or teacher made); every sign-in of the account ends. Attempts count like sign-in attempts from the address */
        post: operations["PasswordResetController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/video-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use code for the video courses app, valid for 60 seconds; the browser opens the app with ?code=<code> */
        post: operations["VideoCodeController_issue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/video-code/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Called by the video courses app's server: exchanges a code once, within 60 seconds, for an access token of that app (aud 'video-courses'); a used or expired code answers 410 */
        post: operations["VideoCodeController_exchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compute and store a snapshot for my class: top 5 by XP, students needing attention (7 days without activity or average progress under 25 %), average completion per subject */
        post: operations["ClassAnalyticsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-analytics/{classId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My class's latest analytics snapshot; 404 CLASS_ANALYTICS_NOT_FOUND until one is computed */
        get: operations["ClassAnalyticsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a class from the form in data (name required; capacity 30 and active by default); it gets a fresh join code */
        post: operations["ClassesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My classes, newest first, each with its students in the order they joined */
        get: operations["ClassesController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change my class: the fields in data change (isActive activates or deactivates it); the capacity may not fall below its students */
        put: operations["ClassesController_update"];
        post?: never;
        /** Delete my class with its memberships and analytics */
        delete: operations["ClassesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/add-student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a student by id to my class: they join when they accept. The answer is the same whoever the id is (a student, someone else, nobody); a full class answers 409 CLASS_FULL */
        post: operations["ClassesController_addById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/add-student-by-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a student by username or e-mail to my class: they join when they accept. The answer is the same whether or not the name is a student's; a full class answers 409 CLASS_FULL */
        post: operations["ClassesController_addByUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A class of mine's announcements, newest first (the latest 20) */
        get: operations["ClassAnnouncementsController_announcements"];
        put?: never;
        /** Announce to a class of mine: its students see it, and their connected parents; 30 an hour */
        post: operations["ClassAnnouncementsController_announce"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitations of my class not accepted yet, newest first: only what I typed, each "invited" */
        get: operations["ClassesController_listInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invitation of my class that was not accepted */
        delete: operations["ClassesController_withdrawInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/regenerate-join-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new join code for my class; the old one stops working at once */
        post: operations["ClassesController_regenerateJoinCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/remove-student-by-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a student, named by username or e-mail, from my class */
        post: operations["ClassesController_removeByUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/students/{studentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a student from my class */
        delete: operations["ClassesController_removeById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/students/{studentId}/reset-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A password reset code for a student of my class, valid for 15 minutes and shown only in this answer; the child types it at /reset-password with a new password. It replaces the earlier unused codes of the child */
        post: operations["ClassStudentResetCodeController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the web app needs to know: the external video-course address and the version */
        get: operations["ClientConfigController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse the catalogue: { data: ContentCard[], meta: { pagination: { page, pageSize, total, pageCount } } }
         * @description filters[category|difficulty|type][$eq], filters[$or][0][title][$containsi] with filters[$or][1][description][$containsi] (same word), filters[tokenPrice][$lte], filters[visibility][$in][] (public, premium, private: your own), pagination[page], pagination[pageSize] (1..100), sort=createdAt|enrollments|rating|tokenPrice:asc|desc, populate=teacher. Any other key is refused.
         */
        get: operations["CatalogueController_list"];
        put?: never;
        /** Write a new content from the form in data (title and description required; §5 defaults): a draft, seen by you only until you publish it; answers the content item with its contentData */
        post: operations["ContentManagementController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public catalogue, without signing in: category, difficulty, type, search, pagination[page], pagination[pageSize] */
        get: operations["CatalogueController_publicList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One content with its teacher, contentData (the preview unless you own it or are enrolled), access, enrollment and myRating; counts a view */
        get: operations["CatalogueController_detail"];
        /** Change your own content: the fields in data change, the others stay; the whole form must still hold the rules, and published content must stay complete (422 CONTENT_INCOMPLETE, as for publishing, naming data.contentData.…) */
        put: operations["ContentManagementController_update"];
        post?: never;
        /** Delete your own content: deleted for good when nobody holds it; withdrawn from the catalogue when students are enrolled (they keep their access) or a sponsor funds it */
        delete: operations["ContentManagementController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items/{id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your content's views, enrollments, completions, rating and engagement rates, from the counters kept on it */
        get: operations["ContentManagementController_analytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items/{id}/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enroll: free, sponsored or paid in tokens; answers { enrollment: { id, contentId, accessType, tokensSpent, createdAt }, tokenBalance } */
        post: operations["EnrollmentController_enroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish your own content: it enters the catalogue (per its visibility) and takes enrollments. It must be complete: a quiz a question with its correct answer, a video its media and length, a document a section with text, an interactive content a step with a check. Publishing published content changes nothing */
        post: operations["ContentManagementController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take your own content back to a draft, out of the catalogue, while nobody is enrolled in it (delete it instead to withdraw it from students). A draft stays a draft */
        post: operations["ContentManagementController_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/csrf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Set the csrf_token cookie that state-changing requests echo in X-CSRF-Token */
        get: operations["CsrfController_issue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My new notifications and messages, live (text/event-stream); resumes after Last-Event-ID */
        get: operations["EventsController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/pictures/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public picture: an uploaded thumbnail or avatar, at the address its upload gave
         * @description Served to anyone, without a signature: pictures are what a catalogue shows every visitor. A name is the SHA-256 of the picture, so what it serves never changes: it may be kept a year (immutable), and its ETag is its name. A Range header gets 206 with Content-Range, a range past the end 416 RANGE_NOT_SATISFIABLE. A name that is no picture's gets 400 VALIDATION_FAILED; one not stored 404 NOT_FOUND.
         */
        get: operations["MediaController_picture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/stills/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A demo film's still: the catalogue thumbnail of a demo video, at a plain address
         * @description The catalogue shows its thumbnails to every visitor, so a still needs no signature. Only the stills of the demo films the product makes are served here (demo-film-<16 hexadecimal digits>.png); any other name gets 400 VALIDATION_FAILED, and a still that is not stored 404 NOT_FOUND. A name is a digest of what its film is made from, so a still never changes under its name and may be kept a year.
         */
        get: operations["MediaController_still"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a video, a picture or a PDF (teachers)
         * @description multipart/form-data with one file in the field 'file'. What the file is comes from its first bytes, never from its name or declared type: an MP4 video (whose own index gives its length; one without a readable index is refused), a JPEG, PNG, WebP or GIF picture (kept as a thumbnail fitted inside 640×640, turned upright, without its metadata: a JPEG, or a PNG when it has transparency), or a PDF. Anything else gets 415 UNSUPPORTED_MEDIA_TYPE. A file larger than its kind may be gets 413 MEDIA_TOO_LARGE, naming the limit, as soon as it is past it. The key is the SHA-256 of what is kept: the same file uploaded again gets the same key and is not stored twice. An upload that no content (its video, its handout, its thumbnail) and no avatar names is removed a day after its last upload.
         */
        post: operations["MediaController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored file at the signed address a content read gave (its videoUrl); the whole file, or a preview cut to its first 120 seconds
         * @description The address is valid for 5 minutes and only as given: another viewer, cut or expiry, a changed signature or a file that is not there all get the same 403 MEDIA_ADDRESS_INVALID, and nothing is served; a genuine address past its time gets 403 MEDIA_ADDRESS_EXPIRED. A preview serves the file's ftyp and moov boxes and its bytes up to the 120-second cut, learnt from the file's own index: a range starting past the cut gets 416 RANGE_NOT_SATISFIABLE, one running past it is cut short. Without a Range header the answer is the whole file, or the preview up to its cut.
         */
        get: operations["MediaController_serve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whom I may write to, by child: my children's teachers, or my students' connected parents */
        get: operations["MessagesController_listContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My threads, latest first, with unread counts */
        get: operations["MessagesController_list"];
        put?: never;
        /** Write to a teacher (or parent) about a child; continues the thread the three of us already have */
        post: operations["MessagesController_startThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/threads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A thread of mine and its latest 50 messages (or those before a message) */
        get: operations["MessagesController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/threads/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply in a thread of mine (not once it is read-only); 30 messages an hour */
        post: operations["MessagesController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/threads/{id}/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mute or unmute a thread: a muted thread sends me no notification */
        post: operations["MessagesController_setMuted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/threads/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every message of the thread so far read */
        post: operations["MessagesController_markThreadRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications, newest first, a page at a time, with the unread count */
        get: operations["NotificationsController_notifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications of mine read: {ids} or {all: true} */
        post: operations["NotificationsController_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The announcements of my connected children's classes, newest first (the latest 20) */
        get: operations["ParentAnnouncementsController_announcements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My monthly budget and balance; the month's budget is credited first if it is due */
        get: operations["ParentBudgetController_budget"];
        /** Change my monthly budget (0 to 100,000 tokens); it is paid from the next credit on */
        put: operations["ParentBudgetController_changeBudget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/child/{id}/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A connected child's classes and who teaches them, latest joined first */
        get: operations["ParentChildClassesController_classes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/child/{id}/content-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A connected child's courses, teachers, recent activity and quiz results (spec §3 'Child progress') */
        get: operations["ParentFamilyController_contentProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/child/{id}/reset-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A password reset code for a connected child, valid for 15 minutes and shown only in this answer; the child types it at /reset-password with a new password. It replaces the earlier unused codes of the child */
        post: operations["ParentChildResetCodeController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My connected children, and my requests still waiting for an answer (only what I typed) */
        get: operations["ParentFamilyController_children"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/connect-child": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask a student to connect by username, e-mail or id (pending until the student accepts; nothing about the child is shown before, and an identifier that names no student answers the same), or connect at once with the link code the student gave */
        post: operations["ParentFamilyController_connect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My goals for my connected children, newest first; ?childId= for one child's */
        get: operations["ParentGoalsController_list"];
        put?: never;
        /** Set a goal for a connected child from the form in data (409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted) */
        post: operations["ParentGoalsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/goals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change my goal: the fields in data change ('' as dueDate removes it; 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted) */
        put: operations["ParentGoalsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/goals/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark my goal completed; a second time answers 409 GOAL_ALREADY_COMPLETED, as does 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted */
        post: operations["ParentGoalsController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard header: my names, monthly budget, token balance (after this month's budget credit) and children count */
        get: operations["ParentFamilyController_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/transfer-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give tokens to a connected child: my balance falls and theirs rises by the amount (402 INSUFFICIENT_TOKENS, 404 CHILD_NOT_FOUND, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted) */
        post: operations["ParentBudgetController_transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My connected children's wishlist items, newest first (one child with childId; an unconnected child answers 404 CHILD_NOT_FOUND) */
        get: operations["ParentWishlistController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/wishlist/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending item, with an optional note for the child (409 INVALID_TRANSITION unless pending, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted) */
        post: operations["ParentWishlistController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/wishlist/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a pending item, with an optional note for the child (409 INVALID_TRANSITION unless pending, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted) */
        post: operations["ParentWishlistController_deny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/wishlist/{id}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset any item to pending: the decision, its time and its note are cleared (a note sent here replaces it) */
        post: operations["ParentWishlistController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sponsors/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your profile (company name, contact person, website, description) and the total donated in dollars */
        get: operations["SponsorsController_me"];
        /** Change company name, contact person, website or description (body data; '' clears a field); answers the profile */
        put: operations["SponsorsController_changeMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sponsors/sponsor-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pledge whole dollars to a content of the catalogue: recorded as donated, a pool of 10 tokens a dollar pays for enrollments while it lasts */
        post: operations["SponsorsController_pledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sponsors/sponsored-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your pledges, newest first, each with its content, pool, tokens left and students funded */
        get: operations["SponsorsController_sponsoredContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sponsors/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Students supported, content sponsored, learning hours enabled and total donated, counted from your pledges */
        get: operations["SponsorsController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity counters, today's in the student's time zone */
        get: operations["GamingController_activityCounters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The announcements of my classes, newest first (the latest 20) */
        get: operations["StudentAnnouncementsController_announcements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily, weekly and monthly goals with progress, claims and bonus */
        get: operations["ChallengesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/challenges/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim a completed goal or the period's bonus, once; answers the XP award */
        post: operations["ChallengesController_claimGoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/challenges/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Challenges other students sent me, newest first (at most 50) */
        get: operations["ReceivedChallengesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/chest/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open today's chest (once per local day)
         * @description Days are the user's days: "once a day", streaks, daily goals and daily counters use the student's own calendar day in their IANA time zone, taken from the browser at registration (UTC when unknown). The time zone can change at most once a day, and registering counts as that day's setting, so the first change is possible 24 hours after registering. A day is never counted twice because of a change or a daylight-saving shift: after a change, a daily reward (the chest, the day's 300 client-reported XP, the login-streak step, a daily goal or bonus) is available again only once the day has turned in both the old and the new time zone since it was last taken. A refused chest answers 409 CHEST_ALREADY_OPENED; GET /student/chest/status tells when it comes back.
         */
        post: operations["ChestController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/chest/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the chest can be opened, and when next */
        get: operations["ChestController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/class-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The class invitations waiting for my answer, newest first: the class and its teacher */
        get: operations["StudentClassInvitationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/class-invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a class invitation: I join the class (a full class answers 409 CLASS_FULL); its teacher sees me from now on */
        post: operations["StudentClassInvitationsController_acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/class-invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a class invitation: the teacher learns nothing about me, and their later invitations to this class are not shown to me */
        post: operations["StudentClassInvitationsController_declineInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My classes, latest joined first */
        get: operations["StudentClassesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/classes/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the active class holding the code (a deactivated class refuses; a full one answers 409 CLASS_FULL). Wrong codes are limited to 10 an hour per student and per address: then 429 TOO_MANY_JOIN_ATTEMPTS with Retry-After */
        post: operations["StudentClassesController_joinClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave a class I am in */
        delete: operations["StudentClassesController_leaveClass"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/access-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** For each content id: { hasAccess, canAfford, wishlisted } */
        post: operations["AccessInfoController_info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/my-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active and completed courses, newest enrollment first, each with its course, access, progress and quiz score */
        get: operations["StudentCoursesController_courses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/my-courses/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the active or the completed courses, of a category and a type, in an order, with how many each list holds */
        get: operations["StudentCoursesController_coursePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Report progress; the server credits only what it saw
         * @description XP, study time, progress and completion are credited only for what the server itself saw, within what real time allows. The first report after opening an item (or after an hour without one) starts its clock and counts no time; each later report counts at most the real time since the previous one, plus 10 s, on one clock per student (two tabs never count a second twice), never past the length of the local day, at most 3600 s a report; the rest is refused quietly (creditedSeconds says what counted). currentPosition is the second of a video or the index of the section or step on screen: a video advances at most as fast as 2× playback allows (plus 10 s a session) and completes at 90 % of its length; a section (or a step without a check) counts once it stayed on screen for its reading time (its words at 400 a minute, at least 3 s). percentage is a hint that never raises progress past what the server saw; progress never goes down, and reaching 100 % completes the course once and pays its XP.
         */
        put: operations["StudentCoursesController_progress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/{id}/quiz-attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a quiz: marked on the server, best score kept; an attempt at the pass mark completes the quiz (XP the first time) */
        post: operations["StudentCoursesController_quizAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rate an enrolled course 1..5; a later rating replaces the earlier one */
        put: operations["StudentCoursesController_rating"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/{id}/steps/{index}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an interactive step's answer on the server (a choice, or a number within its tolerance); every step passed completes the lesson once */
        post: operations["StudentCoursesController_stepCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/crafting/craft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Craft an item from materials */
        post: operations["InventoryController_craftItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/crafting/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Materials the student owns */
        get: operations["InventoryController_craftingMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/crafting/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recipe with whether it can be crafted, and the student's level */
        get: operations["InventoryController_craftingRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/gaming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gaming profile: level, XP, rank, streaks, tokens earned, chests opened */
        get: operations["GamingController_gaming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Goals my connected parents set for me, newest first */
        get: operations["StudentGoalsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Raw materials, crafted items and usable boosts */
        get: operations["InventoryController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/inventory/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sell items for value × quantity tokens */
        post: operations["InventoryController_sellItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/inventory/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use an item; answers effectApplied {type, multiplier, duration} */
        post: operations["InventoryController_useItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a board (or your neighbourhood on it), with your rank */
        get: operations["LeaderboardController_board"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/leaderboard/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Challenge another student (at most 10 a day) */
        post: operations["LeaderboardController_challenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/login-streak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count today's login (once per local day) and pay the day's login XP */
        post: operations["GamingController_streak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chest and item-drop odds the server uses for this student */
        get: operations["GamingController_rewardOdds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/parent-link-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new one-time code a parent connects with at once; valid 15 minutes; it replaces my earlier code */
        post: operations["StudentParentsController_createLinkCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/parent-requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a parent's request (id is the parent's user id): the parent sees my learning from now on */
        post: operations["StudentParentsController_acceptRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/parent-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a parent's request; the parent's later requests are refused */
        post: operations["StudentParentsController_declineRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/parents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My connected parents and the requests waiting for my answer */
        get: operations["StudentParentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/parents/{parentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a connected parent: their access ends at once */
        delete: operations["StudentParentsController_removeParent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change avatar, grade, school, time zone (once a day) or leaderboard visibility
         * @description Days are the user's days: "once a day", streaks, daily goals and daily counters use the student's own calendar day in their IANA time zone, taken from the browser at registration (UTC when unknown). The time zone can change at most once a day, and registering counts as that day's setting, so the first change is possible 24 hours after registering. A day is never counted twice because of a change or a daylight-saving shift: after a change, a daily reward (the chest, the day's 300 client-reported XP, the login-streak step, a daily goal or bonus) is available again only once the day has turned in both the old and the new time zone since it was last taken.
         */
        put: operations["GamingController_profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wishlist, newest first, with approval states */
        get: operations["WishlistController_list"];
        put?: never;
        /** Add a course (by contentId) or a reward, certificate or item; it waits for a parent’s approval */
        post: operations["WishlistController_addItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/wishlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an item from my wishlist */
        delete: operations["WishlistController_removeItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/xp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report XP earned in the client; bounded to known sources, 1..100 a call, 300 a day */
        post: operations["GamingController_xp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teacher/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Overview, content performance, ratings with their distribution, and earnings this month (your time zone) and in total */
        get: operations["TeacherController_analytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teacher/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your content library: every item, private and withdrawn ones included, newest first */
        get: operations["TeacherController_content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teacher/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The enrollments in your content, newest first unless sorted: { data, meta: { pagination } }
         * @description search (student username or name, or content title), contentId, status (complete, in-progress, not-started), activity (active, inactive), sort (student, content, progress, timeSpent, lastAccessed, enrolledAt) and order (asc, desc; asc when a sort is named, else newest first), page, pageSize (1..100). Ties are broken by the enrollment id.
         */
        get: operations["TeacherController_enrollments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teacher/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The header: your profile, total tokens earned, content and student counts, rating */
        get: operations["TeacherController_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teacher/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change department, years of experience, bio, subjects or avatar (body data); answers the profile */
        put: operations["TeacherController_changeProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the refresh cookie for a new access token (the cookie is rotated) */
        post: operations["AuthController_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user; populate=* adds the four role profiles; deletionScheduledFor is when the account is erased, if its deletion waits */
        get: operations["UsersController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether my account waits for its deletion, and when it will be erased */
        get: operations["AccountDeletionController_state"];
        put?: never;
        /** Delete my account, confirmed with my password: erased after the grace period (14 days). Every sign-in ends now; signing in again before the end offers to keep the account. A wrong password answers 422 and changes nothing; asking again keeps the first date */
        post: operations["AccountDeletionController_request"];
        /** Keep my account: cancels a waiting deletion (nothing waiting: nothing changes) */
        delete: operations["AccountDeletionController_keep"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My personal data as one JSON file (an attachment, never cached): account, profile, settings, game state, both ledgers, inventory, learning, wishlist, classes, family links and sign-ins; other people appear only by display name */
        get: operations["AccountDataController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your settings (notifications, sound, theme, language); the defaults until you save some */
        get: operations["UserSettingsController_mine"];
        /** Change any of your settings; those left out keep their value. Answers all of them */
        put: operations["UserSettingsController_change"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcceptedParentDto: {
            parent: components["schemas"]["ConnectedParentDto"];
        };
        AccessInfoDto: {
            /**
             * @example [
             *       12,
             *       15
             *     ]
             */
            contentIds: number[];
        };
        AccessTokenDto: {
            /** @description The access token, sent back as Authorization: Bearer */
            jwt: string;
        };
        /** @enum {string} */
        AccessType: "free" | "sponsored" | "token-paid";
        AccountDeletionDto: {
            /** @description True while the account waits for its deletion */
            scheduled: boolean;
            /**
             * Format: date-time
             * @description When the deletion was asked for
             */
            requestedAt: string | null;
            /**
             * Format: date-time
             * @description When the account is erased, unless it is kept before then
             */
            eraseAt: string | null;
            /**
             * @description Days between asking and the erasure
             * @example 14
             */
            graceDays: number;
        };
        ActiveBoostDto: {
            /** @example xp_boost */
            type: string;
            /** @example 1.5 */
            multiplier: number;
            /** Format: date-time */
            endsAt: string;
        };
        ActivityCountersDto: {
            /** @description Today's study minutes, in the student's own day */
            dailyStudyMinutes: number;
            completedCourses: number;
            videosWatched: number;
            quizzesCompleted: number;
            /** @description Minutes */
            totalStudyTime: number;
            dropsReceived: number;
            itemsCrafted: number;
            dailyVideosWatched: number;
            dailyQuizzesCompleted: number;
        };
        ActivityFiguresDto: {
            /** @description Today's study minutes, in the student's own day */
            dailyStudyMinutes: number;
            completedCourses: number;
            videosWatched: number;
            quizzesCompleted: number;
        };
        AddStudentByIdDto: {
            /** @example 42 */
            studentId: number;
        };
        AddWishlistItemDto: {
            /**
             * @example course
             * @enum {string}
             */
            type: "reward" | "course" | "certificate" | "item";
            /**
             * @description The course's content id; only for type 'course'
             * @example 12
             */
            contentId?: number;
            /**
             * @description Not for courses
             * @example Science kit
             */
            name?: string;
            /**
             * @description In tokens; not for courses
             * @example 150
             */
            cost?: number;
            /**
             * @default medium
             * @enum {string}
             */
            priority?: "high" | "medium" | "low";
            description?: string;
        };
        AdminAddStudentDto: {
            /** @example 42 */
            studentId?: number;
            /** @description A username or an e-mail */
            username?: string;
        };
        AdminClassChangesDto: {
            /**
             * @description '' for none
             * @example math
             */
            subject?: string;
            /**
             * @description '' for none
             * @example Grade 7
             */
            gradeLevel?: string;
            /** @default 30 */
            capacity?: number;
            /**
             * Format: date
             * @description YYYY-MM-DD; '' for none
             * @example 2026-09-01
             */
            startDate?: string;
            /**
             * Format: date
             * @description YYYY-MM-DD, not before the start date; '' for none
             * @example 2027-06-30
             */
            endDate?: string;
            /** @description '' for none */
            description?: string;
            /**
             * @description Ignored here: use activate or deactivate
             * @default true
             */
            readonly isActive?: boolean;
            name?: string;
            readonly id?: number;
            readonly joinCode?: string;
            readonly studentCount?: number;
            readonly activeStudentCount?: number;
            readonly capacityUsage?: number;
            readonly createdAt?: string;
            readonly students?: Record<string, never>[];
            /** @description A list record sent back: ignored */
            readonly firstStudents?: Record<string, never>[];
        };
        AdminContentDto: {
            id: number;
            title: string;
            description: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
            difficulty: components["schemas"]["Difficulty"];
            /** @description Minutes */
            duration: number;
            tokenPrice: number;
            visibility: components["schemas"]["Visibility"];
            tags: string[];
            thumbnail: components["schemas"]["ThumbnailDto"] | null;
            views: number;
            enrollments: number;
            completions: number;
            /** @description The average of the ratings, 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            /** Format: date-time */
            createdAt: string;
            teacherFirstName: string | null;
            teacherLastName: string | null;
            teacherUsername: string;
            /** @description Present when the teacher is populated */
            teacher?: components["schemas"]["ContentTeacherDto"];
            analytics: components["schemas"]["ContentAnalyticsDto"];
            /** @description draft: seen by you only; published: in the catalogue per its visibility */
            status: components["schemas"]["ContentStatus"];
            /**
             * Format: date-time
             * @description When it was published; null for a draft
             */
            publishedAt: string | null;
            /** @description Deleted while students were enrolled: out of the catalogue, kept for them */
            withdrawn: boolean;
            /** Format: date-time */
            withdrawnAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        AnnouncementDto: {
            id: number;
            classId: number;
            className: string;
            teacher: components["schemas"]["NamedPersonDto"];
            /** @description Plain text */
            body: string;
            /** Format: date-time */
            postedAt: string;
        };
        /** @enum {string} */
        ApprovalStatus: "pending" | "approved" | "denied";
        AuthSessionDto: {
            /** @description The access token, sent back as Authorization: Bearer */
            jwt: string;
            user: components["schemas"]["PublicUserDto"];
        };
        AuthoredContentDataDto: {
            /** @description video: an outside address */
            videoUrl?: string;
            /** @description video: instead of videoUrl, the name of an MP4 the platform stores (e.g. fractions-intro.mp4) */
            mediaKey?: string;
            /** @description video: the film's length in seconds */
            durationSeconds?: number;
            /** @description video */
            chapters?: components["schemas"]["VideoChapterDto"][];
            /** @description video */
            transcript?: string;
            /** @description quiz: the pass mark in percent */
            passPercent?: number;
            /** @description quiz */
            questions?: components["schemas"]["AuthoredQuizQuestionDto"][];
            /** @description document */
            sections?: components["schemas"]["DocumentSectionDto"][];
            /** @description interactive */
            steps?: components["schemas"]["AuthoredInteractiveStepDto"][];
        };
        AuthoredInteractiveStepDto: {
            title: string;
            instruction: string;
            task?: components["schemas"]["AuthoredInteractiveTaskDto"];
        };
        AuthoredInteractiveTaskDto: {
            /**
             * @description 'choice' when not given
             * @enum {string}
             */
            kind?: "choice" | "number";
            prompt: string;
            /** @description choice tasks */
            choices?: string[];
            /** @description choice tasks: the right choice, from 0 */
            answerIndex?: number;
            /** @description number tasks: the right number */
            answer?: number;
            /** @description number tasks: how far from the answer still passes (0 when not given) */
            tolerance?: number;
            /** @description number tasks: the answer's unit */
            unit?: string;
        };
        AuthoredQuizQuestionDto: {
            /** @description q1, q2, … by position when not given */
            id?: string;
            prompt: string;
            choices: string[];
            /** @description The right choice, from 0 */
            answerIndex: number;
            explanation?: string;
        };
        AveragePerformanceDto: {
            /** @description The class members' average progress, in percent */
            overall: number;
            /** @description My own average progress, in percent */
            mine: number;
        };
        AwardXpDto: {
            /**
             * @description Requested XP; the server clamps it to 1..100 and 300 a day
             * @example 20
             */
            xpGain: number;
            /**
             * @example video_completed
             * @enum {string}
             */
            source: "video_completed" | "quiz_completed" | "lesson_completed" | "study_session" | "course_completed";
        };
        ChallengeBonusDto: {
            /** @example daily-bonus */
            id: string;
            title: string;
            icon: string;
            xpReward: number;
            completed: boolean;
            claimed: boolean;
        };
        ChallengeGoalDto: {
            /** @example daily-study */
            id: string;
            title: string;
            icon: string;
            /** @example minutes */
            unit: string;
            /** @description Progress so far, capped at the target */
            current: number;
            target: number;
            /** @description Whole percent, 0..100 */
            progress: number;
            completed: boolean;
            claimed: boolean;
            xpReward: number;
        };
        /** @enum {string} */
        ChallengePeriod: "daily" | "weekly" | "monthly";
        ChallengeSenderDto: {
            id: number;
            username: string;
            firstName: string | null;
            lastInitial: string | null;
            avatar: string | null;
        };
        ChallengeStatsDto: {
            /** @description Enrollments not started, in progress and completed */
            totals: components["schemas"]["ChallengeTotalsDto"];
            /** @description The mean score of the quiz attempts, percent 0..100 */
            averageScore: number;
            /** @description Minutes spent over all enrollments */
            totalTimeSpent: number;
        };
        ChallengeTotalsDto: {
            not_started: number;
            in_progress: number;
            completed: number;
        };
        ChallengesDto: {
            daily: components["schemas"]["PeriodChallengesDto"];
            weekly: components["schemas"]["PeriodChallengesDto"];
            monthly: components["schemas"]["PeriodChallengesDto"];
        };
        ChangePasswordDto: {
            /** @example Secret123! */
            currentPassword: string;
            /**
             * @description The registration rules: 8 to 128 characters with an uppercase and a lowercase letter, a number and a special character; not the current password
             * @example Brand-New9
             */
            newPassword: string;
        };
        ChestMaterialOddsDto: {
            percent: number;
            rarities: components["schemas"]["RarityOddsDto"][];
        };
        ChestOddsDto: {
            tokens: components["schemas"]["ChestTokenOddsDto"];
            materials: components["schemas"]["ChestMaterialOddsDto"];
        };
        ChestOpenedDto: {
            reward: components["schemas"]["ChestRewardDto"];
            /** Format: date-time */
            nextAvailableAt: string;
            tokenBalance: number;
        };
        ChestRewardDto: {
            /** @enum {string} */
            type: "token" | "material";
            /** @example Tokens */
            name: string;
            /** @description Tokens, or 1 material */
            amount: number;
            /** @example common */
            rarity: string;
            /** @example 🪙 */
            icon: string;
            /** @description The material's item id (material rewards only) */
            itemId?: string;
        };
        ChestStatusDto: {
            canOpen: boolean;
            /** @description The same as canOpen */
            canOpenChest: boolean;
            /** Format: date-time */
            nextAvailableAt: string;
            /**
             * @description Until nextAvailableAt
             * @example 5h 12m
             */
            countdown: string;
            /**
             * Format: date
             * @description The local date of the last chest
             */
            lastOpenedOn: string | null;
        };
        ChestTokenOddsDto: {
            percent: number;
            min: number;
            max: number;
        };
        ChildAnalyticsDto: {
            /**
             * @description Enrollments per content category
             * @example {
             *       "math": 2,
             *       "science": 1
             *     }
             */
            categoryBreakdown: {
                [key: string]: number;
            };
            /**
             * @description Enrollments per content type
             * @example {
             *       "video": 2,
             *       "quiz": 1
             *     }
             */
            typeBreakdown: {
                [key: string]: number;
            };
            /** @description The top 5 teachers by enrollments */
            teacherSummary: components["schemas"]["TeacherSummaryDto"][];
            /** @description At most 10, last accessed first */
            recentActivity: components["schemas"]["RecentActivityDto"][];
        };
        ChildClassDto: {
            id: number;
            name: string;
            subject: string | null;
            gradeLevel: string | null;
            isActive: boolean;
            teacher: components["schemas"]["ClassTeacherDto"];
            /** Format: date-time */
            joinedAt: string;
        };
        ChildContentDto: {
            id: number;
            title: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
        };
        ChildContentEntryDto: {
            enrollmentId: number;
            content: components["schemas"]["ChildContentDto"];
            teacherUsername: string;
            /** @description First and last name, else the username */
            teacherName: string;
            /** @description Percent, 0..100 */
            progress: number;
            /** @description Seconds */
            timeSpent: number;
            /** Format: date-time */
            lastAccessed: string | null;
            /** Format: date-time */
            completedAt: string | null;
            tokensSpent: number;
            accessType: components["schemas"]["AccessType"];
        };
        ChildProgressDto: {
            child: components["schemas"]["ChildSummaryDto"];
            level: number;
            xp: number;
            /** @example Bronze I */
            rank: string;
            completedCourses: number;
            analytics: components["schemas"]["ChildAnalyticsDto"];
            challengeStats: components["schemas"]["ChallengeStatsDto"];
            /** @description Unfinished, last accessed first */
            currentContent: components["schemas"]["ChildContentEntryDto"][];
            /** @description Completed, last completed first */
            completedContent: components["schemas"]["ChildContentEntryDto"][];
        };
        ChildResetCodeDto: {
            /**
             * @description Shown once: 8 characters without look-alikes, in two groups of four; the child types it at /reset-password
             * @example ABCD-EFGH
             */
            code: string;
            /**
             * Format: date-time
             * @description 15 minutes after it was made
             */
            expiresAt: string;
        };
        ChildSummaryDto: {
            /** @description The student's user id */
            id: number;
            /** @description The same as id */
            userId: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
            level: number;
            /** @example Bronze I */
            rank: string;
            xp: number;
            tokenBalance: number;
            /** Format: date-time */
            connectedAt: string;
        };
        ClaimChallengeDto: {
            period: components["schemas"]["ChallengePeriod"];
            /**
             * @description A goal id of the period, or the period's bonus id (e.g. 'daily-bonus')
             * @example daily-study
             */
            goalId: string;
        };
        ClaimResultDto: {
            xpGain: number;
            newXP: number;
            newLevel: number;
            leveledUp: boolean;
            nextLevelXP: number;
            rank: string;
            itemDrop: components["schemas"]["ItemDropDto"] | null;
            claimed: components["schemas"]["ClaimedGoalDto"];
        };
        ClaimedGoalDto: {
            period: components["schemas"]["ChallengePeriod"];
            /** Format: date */
            periodStart: string;
            /**
             * @description The goal's id, or the period's bonus id
             * @example daily-study
             */
            goalId: string;
        };
        ClassAnalyticsDto: {
            id: number;
            classId: number;
            /** @description The top 5 by XP */
            topPerformers: components["schemas"]["ClassAnalyticsStudentDto"][];
            /** @description No activity for 7 days, or average progress under 25 %; lowest progress first */
            strugglingStudents: components["schemas"]["ClassAnalyticsStudentDto"][];
            /**
             * @description Per subject, the average completion percent across the class’s enrollments
             * @example {
             *       "math": 62,
             *       "science": 40
             *     }
             */
            subjectStatistics: {
                [key: string]: number;
            };
            /** Format: date-time */
            computedAt: string;
        };
        ClassAnalyticsStudentDto: {
            studentId: number;
            username: string;
            /** @description First and last name, or the username */
            name: string;
            xp: number;
            level: number;
            /** @description Average progress percent over their enrollments (0 without any) */
            averageProgress: number;
            /** Format: date-time */
            lastActiveAt: string | null;
            /** @description inactive: no activity for 7 days; low-progress: average progress under 25 % */
            reasons: ("inactive" | "low-progress")[];
        };
        ClassChangesDto: {
            /**
             * @description '' for none
             * @example math
             */
            subject?: string;
            /**
             * @description '' for none
             * @example Grade 7
             */
            gradeLevel?: string;
            /** @default 30 */
            capacity?: number;
            /**
             * Format: date
             * @description YYYY-MM-DD; '' for none
             * @example 2026-09-01
             */
            startDate?: string;
            /**
             * Format: date
             * @description YYYY-MM-DD, not before the start date; '' for none
             * @example 2027-06-30
             */
            endDate?: string;
            /** @description '' for none */
            description?: string;
            /**
             * @description A deactivated class refuses joins by code
             * @default true
             */
            isActive?: boolean;
            name?: string;
        };
        ClassDto: {
            id: number;
            name: string;
            subject: string | null;
            gradeLevel: string | null;
            capacity: number;
            /** Format: date */
            startDate: string | null;
            /** Format: date */
            endDate: string | null;
            description: string | null;
            isActive: boolean;
            /**
             * @description 8 characters without 0, O, 1 and I, unique among active classes
             * @example K7M2XQ4P
             */
            joinCode: string;
            studentCount: number;
            /** @description Students active in the last 7 days */
            activeStudentCount: number;
            /** @description Students over capacity as a percent, at most 100 */
            capacityUsage: number;
            /** Format: date-time */
            createdAt: string;
            /** @description In the order they joined */
            students: components["schemas"]["ClassStudentDto"][];
        };
        ClassIdDto: {
            id: number;
        };
        ClassInvitationDto: {
            id: number;
            /**
             * @description The username, e-mail or id exactly as the teacher typed it
             * @example sam_learner
             */
            invitedAs: string;
            /**
             * @description Always "invited" until the student accepts (then they are in the class and the invitation leaves this list): a declined invitation and a name that is nobody's look the same
             * @enum {string}
             */
            state: "invited";
            /** Format: date-time */
            createdAt: string;
        };
        ClassInvitationSentDto: {
            /** @enum {string} */
            status: "invited";
            invitation: components["schemas"]["ClassInvitationDto"];
        };
        ClassStudentChipDto: {
            /** @description Their user id */
            id: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
        };
        ClassStudentDto: {
            /** @description The student's user id */
            id: number;
            /** @description The same as id */
            userId: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
            level: number;
            /** @example Bronze I */
            rank: string;
            xp: number;
            /** Format: date-time */
            lastActiveAt: string | null;
            /** Format: date-time */
            joinedAt: string;
        };
        ClassSummaryDto: {
            id: number;
            name: string;
            subject: string | null;
            gradeLevel: string | null;
            capacity: number;
            /** Format: date */
            startDate: string | null;
            /** Format: date */
            endDate: string | null;
            description: string | null;
            isActive: boolean;
            /**
             * @description 8 characters without 0, O, 1 and I, unique among active classes
             * @example K7M2XQ4P
             */
            joinCode: string;
            studentCount: number;
            /** @description Students active in the last 7 days */
            activeStudentCount: number;
            /** @description Students over capacity as a percent, at most 100 */
            capacityUsage: number;
            /** Format: date-time */
            createdAt: string;
            /** @description The first 6 students in the order they joined (the card's chips); studentCount tells how many there are, the students resource of the class lists them all */
            firstStudents: components["schemas"]["ClassStudentChipDto"][];
        };
        ClassTeacherDto: {
            id: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
        };
        ClassTotalsDto: {
            classes: number;
            activeClasses: number;
            /** @description Students in any of my classes, each counted once */
            distinctStudents: number;
        };
        ClientConfigDto: {
            /**
             * @description The external video courses site the Video Courses action opens with a single-use code (VIDEO_COURSES_URL); null when none is set, and the action opens the student's video lessons in the app
             * @example null
             */
            videoCoursesUrl: string | null;
            /** @example 1.0.0 */
            version: string;
        };
        ClientXpResultDto: {
            xpGain: number;
            newXP: number;
            newLevel: number;
            leveledUp: boolean;
            nextLevelXP: number;
            rank: string;
            itemDrop: components["schemas"]["ItemDropDto"] | null;
            /** @description The day's 300 client-reported XP (or the 100 of a call) cut the award */
            capped: boolean;
            /** @description Why the award was cut, when it was */
            reason?: string;
        };
        ComputeClassAnalyticsDto: {
            /** @example 7 */
            classId: number;
        };
        ConnectChildDto: {
            /** @description The student's username or e-mail (text; case does not matter) or user id (a number) */
            identifier?: string | number;
            /**
             * @description The 8-character code from the student's settings
             * @example K7M2XQAB
             */
            linkCode?: string;
        };
        ConnectChildResultDto: {
            /** @enum {string} */
            status: "pending" | "connected";
            /** @description Pending only: the identifier as the parent typed it */
            identifier?: string;
            /**
             * Format: date-time
             * @description Pending only
             */
            requestedAt?: string;
            /** @description Connected only */
            child?: components["schemas"]["ChildSummaryDto"];
        };
        ConnectedParentDto: {
            /** @description Their user id */
            id: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
            /** Format: date-time */
            connectedAt: string;
        };
        ConsumedMaterialDto: {
            materialId: string;
            quantity: number;
        };
        ContentAccessDto: {
            isOwner: boolean;
            enrolled: boolean;
            hasAccess: boolean;
            /** @description True when only the preview was sent */
            preview: boolean;
            /** @description How much of a video the preview plays */
            previewSeconds: number | null;
        };
        ContentAccessInfoDto: {
            /** @description Enrolled already */
            hasAccess: boolean;
            /** @description Could enroll now: free, sponsored, or the tokens are there */
            canAfford: boolean;
            wishlisted: boolean;
            /** @description A sponsor's pool pays the price: enrolling costs the student nothing */
            sponsored: boolean;
        };
        ContentAnalyticsDto: {
            engagement: components["schemas"]["ContentEngagementDto"];
        };
        ContentCardDto: {
            id: number;
            title: string;
            description: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
            difficulty: components["schemas"]["Difficulty"];
            /** @description Minutes */
            duration: number;
            tokenPrice: number;
            visibility: components["schemas"]["Visibility"];
            tags: string[];
            thumbnail: components["schemas"]["ThumbnailDto"] | null;
            views: number;
            enrollments: number;
            completions: number;
            /** @description The average of the ratings, 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            /** Format: date-time */
            createdAt: string;
            teacherFirstName: string | null;
            teacherLastName: string | null;
            teacherUsername: string;
            /** @description Present when the teacher is populated */
            teacher?: components["schemas"]["ContentTeacherDto"];
            analytics: components["schemas"]["ContentAnalyticsDto"];
        };
        /** @enum {string} */
        ContentCategory: "math" | "science" | "english" | "art" | "programming" | "history" | "geography" | "general";
        ContentChangesDto: {
            /**
             * @default video
             * @enum {string}
             */
            type?: "video" | "quiz" | "document" | "interactive";
            /**
             * @default general
             * @enum {string}
             */
            category?: "math" | "science" | "english" | "art" | "programming" | "history" | "geography" | "general";
            /**
             * @default beginner
             * @enum {string}
             */
            difficulty?: "beginner" | "intermediate" | "advanced";
            /**
             * @description Minutes
             * @default 10
             */
            duration?: number;
            /**
             * @description Tokens; 0 for free content
             * @default 0
             */
            tokenPrice?: number;
            /**
             * @description private: seen only by you
             * @default public
             * @enum {string}
             */
            visibility?: "public" | "premium" | "private";
            /**
             * @description Up to 20 tags of 1..30 characters
             * @example [
             *       "fractions",
             *       "pizza"
             *     ]
             */
            tags?: string[];
            thumbnail?: components["schemas"]["ThumbnailInputDto"];
            /**
             * @description In the format of the type, answers included (they never leave in a read). video: { videoUrl | mediaKey, durationSeconds? (1..86400), chapters?: [{ title, startSeconds }], transcript? }, videoUrl an outside http(s) address or mediaKey the name of an MP4 the platform stores (lower-case letters, digits and dashes, then .mp4), not both; quiz: { passPercent?, questions: [{ id?, prompt, choices (2..10), answerIndex, explanation? }] }; document: { sections: [{ heading, body }] }; interactive: { steps: [{ title, instruction, task? }] }, a task either a choice { kind?: 'choice', prompt, choices, answerIndex } or a number { kind: 'number', prompt, answer, tolerance? (0 when not given), unit? (at most 20 characters) }. Lists hold at most 200 entries. An empty object is a draft without material.
             * @example {
             *       "videoUrl": "https://media.example.org/fractions.mp4",
             *       "chapters": [
             *         {
             *           "title": "Introduction",
             *           "startSeconds": 0
             *         }
             *       ]
             *     }
             */
            contentData?: {
                [key: string]: unknown;
            };
            title?: string;
            description?: string;
        };
        ContentDataDto: {
            /** @description video; not in the preview of a paid content (the free preview's player stops at 120 seconds). For a video the platform stores, a signed address (/api/media/{key}?viewer&expires&cut&signature) valid for 5 minutes and for this reader only: the whole film, or in a preview its first 120 seconds, cut by the server */
            videoUrl?: string;
            /** @description video: the film's length in seconds, when its teacher gave it */
            durationSeconds?: number;
            /** @description video; the preview has those starting in its first 120 seconds */
            chapters?: components["schemas"]["VideoChapterDto"][];
            /** @description video; not in the preview */
            transcript?: string;
            /** @description quiz: the pass mark in percent */
            passPercent?: number;
            /** @description quiz; the preview has the first question only */
            questions?: components["schemas"]["QuizQuestionDto"][];
            /** @description document; the preview has the first section only */
            sections?: components["schemas"]["ShownDocumentSectionDto"][];
            /** @description interactive; the preview has the first step only */
            steps?: components["schemas"]["InteractiveStepDto"][];
        };
        ContentDetailDto: {
            id: number;
            title: string;
            description: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
            difficulty: components["schemas"]["Difficulty"];
            /** @description Minutes */
            duration: number;
            tokenPrice: number;
            visibility: components["schemas"]["Visibility"];
            tags: string[];
            thumbnail: components["schemas"]["ThumbnailDto"] | null;
            views: number;
            enrollments: number;
            completions: number;
            /** @description The average of the ratings, 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            /** Format: date-time */
            createdAt: string;
            teacherFirstName: string | null;
            teacherLastName: string | null;
            teacherUsername: string;
            analytics: components["schemas"]["ContentAnalyticsDto"];
            teacher: components["schemas"]["ContentTeacherDto"];
            contentData: components["schemas"]["ContentDataDto"];
            access: components["schemas"]["ContentAccessDto"];
            enrollment: components["schemas"]["ReaderEnrollmentDto"] | null;
            /** @description My stars, 1..5 */
            myRating: number | null;
        };
        ContentEarningsDto: {
            contentId: number;
            title: string;
            tokenPrice: number;
            tokensEarned: number;
        };
        ContentEngagementDto: {
            /** @description Enrollments per view, in percent (0..100) */
            enrollmentRate: number;
            /** @description Completions per enrollment, in percent (0..100) */
            completionRate: number;
        };
        ContentPageDto: {
            data: components["schemas"]["ContentCardDto"][];
            meta: components["schemas"]["ContentPageMetaDto"];
        };
        ContentPageMetaDto: {
            pagination: components["schemas"]["PaginationDto"];
        };
        ContentPerformanceDto: {
            contentId: number;
            title: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
            visibility: components["schemas"]["Visibility"];
            withdrawn: boolean;
            views: number;
            enrollments: number;
            completions: number;
            /** @description Percent, at most 100 */
            enrollmentRate: number;
            /** @description Percent, at most 100 */
            completionRate: number;
            /** @description The average progress of its enrollments, percent */
            averageProgress: number;
            /** @description 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            tokensEarned: number;
        };
        ContentPerformanceReportDto: {
            totals: components["schemas"]["ContentStatsDto"];
            items: components["schemas"]["ContentPerformanceDto"][];
        };
        ContentProgressDto: {
            contentId: number;
            title: string;
            enrollments: number;
            complete: number;
            inProgress: number;
            notStarted: number;
            /** @description Percent */
            averageProgress: number;
        };
        ContentRemovalDto: {
            id: number;
            /**
             * @description deleted: gone for good; withdrawn: students are enrolled (or a sponsor funds it), so it left the catalogue and they keep their access
             * @enum {string}
             */
            outcome: "deleted" | "withdrawn";
        };
        ContentStatsDto: {
            totalViews: number;
            totalEnrollments: number;
            totalCompletions: number;
            /** @description Enrollments per view, percent, at most 100 */
            enrollmentRate: number;
            /** @description Completions per enrollment, percent, at most 100 */
            completionRate: number;
        };
        /**
         * @description draft: seen by its teacher only (new content); published: in the catalogue per its visibility
         * @enum {string}
         */
        ContentStatus: "draft" | "published";
        ContentTeacherDto: {
            id: number;
            department: string | null;
            user: components["schemas"]["TeacherUserDto"];
            /** @description One emoji or the address of one of the app's pictures; on a single content's read only */
            avatar?: string | null;
            /** @description The teacher's own words about themself; on a single content's read only */
            bio?: string | null;
            /** @description The subjects the teacher teaches; on a single content's read only */
            subjects?: string[];
        };
        /** @enum {string} */
        ContentType: "video" | "quiz" | "document" | "interactive";
        CourseProgressDto: {
            /** @description 0..100; never goes down */
            percentage: number;
            /** Format: date-time */
            lastAccessed: string | null;
            /** @description Seconds */
            timeSpent: number;
            /** @description Seconds into a video, or the section or step reached */
            currentPosition: number;
            /** Format: date-time */
            completedAt: string | null;
        };
        CraftItemDto: {
            /** @example wooden-bookmark */
            itemId: string;
            /** @default 1 */
            quantity?: number;
        };
        CraftResultDto: {
            craftedItem: components["schemas"]["CraftedItemDto"];
            quantity: number;
            consumed: components["schemas"]["ConsumedMaterialDto"][];
        };
        CraftedItemDto: {
            /** @example wood-plank */
            itemId: string;
            /** @example Wood Plank */
            name: string;
            /** @example 🪵 */
            icon: string;
            rarity: components["schemas"]["Rarity"];
            value: number;
            tier: components["schemas"]["Tier"];
        };
        CraftingMaterialDto: {
            /** @example wood-plank */
            itemId: string;
            /** @example Wood Plank */
            name: string;
            /** @example 🪵 */
            icon: string;
            rarity: components["schemas"]["Rarity"];
            quantity: number;
        };
        CreateClassDto: {
            data: components["schemas"]["NewClassFormDto"];
        };
        CreateContentDto: {
            data: components["schemas"]["NewContentFormDto"];
        };
        CreateParentGoalDto: {
            data: components["schemas"]["NewGoalFormDto"];
        };
        CsrfTokenDto: {
            /** @description Echo it in the X-CSRF-Token header of state-changing requests */
            csrfToken: string;
        };
        CurrentUserDto: {
            id: number;
            username: string;
            email: string;
            /** @enum {string} */
            userRole: "student" | "teacher" | "parent" | "sponsor";
            firstName: string | null;
            lastName: string | null;
            tokenBalance: number;
            isActive: boolean;
            confirmed: boolean;
            blocked: boolean;
            /** @example Europe/Paris */
            timeZone: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description With populate=* only; null for the other roles */
            studentProfile?: {
                [key: string]: unknown;
            } | null;
            /** @description With populate=* only; null for the other roles */
            teacherProfile?: {
                [key: string]: unknown;
            } | null;
            /** @description With populate=* only; null for the other roles */
            parentProfile?: {
                [key: string]: unknown;
            } | null;
            /** @description With populate=* only; null for the other roles */
            sponsorProfile?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date-time
             * @description When the account is erased, if its deletion waits
             */
            deletionScheduledFor: string | null;
        };
        /** @enum {string} */
        DayPart: "morning" | "afternoon" | "evening" | "night";
        DeclinedClassInvitationDto: {
            /** @description The invitation's id */
            id: number;
            /** @enum {string} */
            status: "declined";
        };
        DeclinedRequestDto: {
            /** @description The parent's user id */
            id: number;
            /** @enum {string} */
            status: "declined";
        };
        /** @enum {string} */
        Difficulty: "beginner" | "intermediate" | "advanced";
        DocumentSectionDto: {
            heading: string;
            /** @description Markdown */
            body: string;
        };
        DropOddsDto: {
            /** @description The chance of a drop with each XP award, in percent */
            chancePercent: number;
            /** @description The chance of each rarity overall, in percent */
            rarities: components["schemas"]["RarityOddsDto"][];
        };
        EarningsReportDto: {
            timeZone: string;
            total: number;
            thisMonth: number;
            /** @description The last 12 months in your time zone, oldest first */
            months: components["schemas"]["MonthEarningsDto"][];
            /** @description Content that earned tokens, most first */
            byContent: components["schemas"]["ContentEarningsDto"][];
        };
        EffectAppliedDto: {
            /** @example xp_boost */
            type: string;
            multiplier?: number;
            /** @description Seconds */
            duration?: number;
            /** Format: date-time */
            endsAt?: string;
        };
        EngagementMetricsDto: {
            totalStudents: number;
            activeStudents: number;
            /** @description Active students per student, percent */
            activeRate: number;
            views: number;
            enrollments: number;
            completions: number;
            enrollmentRate: number;
            completionRate: number;
            reviews: number;
            /** @description Ratings per enrollment, percent */
            reviewRate: number;
            averageProgress: number;
            totalTimeSpentMinutes: number;
            /** @description Per enrollment */
            averageTimeSpentMinutes: number;
            enrollmentsLast7Days: number;
            enrollmentsLast30Days: number;
        };
        EnrollDto: {
            /**
             * @description Informational: price 0 is free, a funded sponsorship pays, otherwise tokens
             * @enum {string}
             */
            paymentMethod?: "free" | "tokens" | "token-paid" | "sponsored";
        };
        EnrolledContentDto: {
            id: number;
            title: string;
            category: components["schemas"]["ContentCategory"];
            difficulty: components["schemas"]["Difficulty"];
        };
        EnrolledStudentDto: {
            id: number;
            firstName: string | null;
            lastName: string | null;
            avatar: string | null;
            user: components["schemas"]["EnrolledStudentUserDto"];
            /**
             * Format: date-time
             * @description When the student last enrolled in or worked on one of your courses
             */
            lastActive: string | null;
            /**
             * @description Active when last active within 7 days
             * @enum {string}
             */
            activity: "Active" | "Inactive";
        };
        EnrolledStudentUserDto: {
            username: string;
        };
        EnrollmentProgressDto: {
            total: number;
            complete: number;
            inProgress: number;
            notStarted: number;
            /** @description Percent */
            averageProgress: number;
            totalTimeSpentMinutes: number;
        };
        EnrollmentResultDto: {
            enrollment: components["schemas"]["NewEnrollmentDto"];
            /** @description The student's token balance after paying */
            tokenBalance: number;
        };
        /** @enum {string} */
        EnrollmentSort: "student" | "content" | "progress" | "timeSpent" | "lastAccessed" | "enrolledAt";
        /** @enum {string} */
        EnrollmentStatusWord: "Complete" | "In Progress" | "Not Started";
        ErrorAnswerDto: {
            /** @example 400 */
            statusCode: number;
            /** @example RESET_CODE_INVALID */
            code: string;
            /** @example This reset code is not valid or has expired. Ask for a new one. */
            message: string;
            error: components["schemas"]["ErrorDetailDto"];
            /**
             * @description A message per form field
             * @example {
             *       "passwordConfirmation": "Passwords do not match"
             *     }
             */
            errors?: {
                [key: string]: string;
            };
            /**
             * @description The same fields as errors, each as a code with its parameters
             * @example {
             *       "username": {
             *         "code": "tooLong",
             *         "max": 30
             *       }
             *     }
             */
            problems?: {
                [key: string]: components["schemas"]["FieldProblemDto"];
            };
        };
        ErrorDetailDto: {
            /** @example 400 */
            status: number;
            /** @example ValidationError */
            name: string;
            /** @example Passwords do not match */
            message: string;
        };
        ExchangeVideoCodeDto: {
            /**
             * @description The code the browser brought in the address
             * @example q3Zr9x0v8YJm0oN4kR2tq6p8bW1sE5cD7fG9hJ2kL4m
             */
            code: string;
        };
        /** @enum {string} */
        FieldProblemCode: "required" | "tooShort" | "tooLong" | "usernameCharacters" | "emailShape" | "needsCharacter" | "passwordsDiffer" | "termsNotAccepted" | "sameAsCurrentPassword" | "currentPasswordWrong" | "resetCodeInvalid" | "notOneOf" | "endBeforeStart" | "outOfRange" | "answerNotAChoice" | "afterVideoEnd" | "oneVideoSource" | "duplicateId" | "typeChangeNeedsContent" | "noAnsweredQuestion" | "noVideoMedia" | "noVideoDuration" | "noSectionText" | "noCheckedStep" | "wrongType" | "tooSmall" | "tooLarge" | "tooFew" | "tooMany" | "badFormat" | "notAllowed" | "invalid";
        FieldProblemDto: {
            /** @example tooLong */
            code: components["schemas"]["FieldProblemCode"];
            /**
             * @description tooShort, tooSmall, tooFew, outOfRange (and tooMany in a content's material): the least allowed
             * @example 3
             */
            min?: number;
            /**
             * @description tooLong, tooLarge, tooMany, outOfRange (and tooFew in a content's material): the most allowed
             * @example 30
             */
            max?: number;
            /**
             * @description notOneOf: the values allowed; notAllowed in a content's material: the fields its format takes
             * @example [
             *       "student",
             *       "teacher",
             *       "parent",
             *       "sponsor"
             *     ]
             */
            allowed?: string[];
            /**
             * @description notAllowed in a content's material: the content type whose format does not take the field
             * @example video
             */
            format?: string;
            /**
             * @description answerNotAChoice: how many choices there are
             * @example 4
             */
            choices?: number;
            /**
             * @description afterVideoEnd: the video's length in seconds
             * @example 120
             */
            seconds?: number;
            /**
             * @description duplicateId: the id given twice
             * @example q1
             */
            id?: string;
            /**
             * @description typeChangeNeedsContent: the new content type
             * @example quiz
             */
            type?: string;
            /**
             * @description needsCharacter: the kind of character missing
             * @enum {string}
             */
            kind?: "uppercase" | "lowercase" | "digit" | "special";
            /**
             * @description wrongType, outOfRange: the type expected
             * @enum {string}
             */
            expected?: "text" | "integer" | "number" | "boolean" | "list" | "object";
        };
        ForgotPasswordAnswerDto: {
            /**
             * @description Always true: when an account uses the e-mail, a link valid for 30 minutes is on its way
             * @enum {boolean}
             */
            ok: true;
        };
        ForgotPasswordDto: {
            /**
             * @description The account's e-mail
             * @example ada@example.org
             */
            email: string;
        };
        GamingProfileDto: {
            avatar: string | null;
            grade: string | null;
            school: string | null;
            leaderboardOptOut: boolean;
            /** @description The student's user id */
            id: number;
            level: number;
            xp: number;
            /** @description The total XP the next level starts at */
            nextLevelXP: number;
            /** @description Whole percent of the way through the current level, 0..100 */
            levelProgress: number;
            /** @example Bronze I */
            rank: string;
            /** @description Days in a row, as it stands today (a missed day shows 0) */
            currentStreak: number;
            longestStreak: number;
            /** @description A missed day would be forgiven once */
            graceDay: boolean;
            /** Format: date */
            lastStudyDate: string | null;
            /** Format: date */
            lastLoginDate: string | null;
            /** @description Every daily goal of today's challenges is completed */
            dailyGoalCompleted: boolean;
            /** @description Whole percent of today's study goal */
            todayProgress: number;
            tokensEarned: number;
            chestsOpened: number;
            tokenBalance: number;
            /** @description The chance of an item drop with each XP award, in percent */
            dropChance: number;
            /** @example Europe/Paris */
            timeZone: string;
            /**
             * Format: date
             * @description The student's local date
             */
            today: string;
            /**
             * Format: date-time
             * @description When the student's local day ends
             */
            dayEndsAt: string;
            /** @example 5h 12m */
            dayEndsIn: string;
            /** @description Always empty: GET /student/wishlist lists the wishlist */
            wishlist: Record<string, never>[];
        };
        GoalChangesDto: {
            /**
             * @description Trimmed
             * @example Study 30 minutes a day
             */
            title?: string;
            kind?: components["schemas"]["GoalKind"];
            /** @example 30 */
            target?: number;
            /**
             * @description YYYY-MM-DD; '' for none (a field sent as null counts as not sent)
             * @example 2026-06-30
             */
            dueDate?: string;
        };
        /** @enum {string} */
        GoalKind: "study_minutes" | "courses_completed" | "quizzes_completed" | "videos_watched" | "xp" | "custom";
        InteractiveStepDto: {
            title: string;
            instruction: string;
            task?: components["schemas"]["InteractiveTaskDto"];
        };
        InteractiveTaskDto: {
            /**
             * @description choice: pick one of choices; number: type a number (in unit, if given)
             * @enum {string}
             */
            kind: "choice" | "number";
            prompt: string;
            /** @description choice tasks */
            choices?: string[];
            /** @description number tasks, when the answer has a unit */
            unit?: string;
        };
        InventoryActionDto: {
            /** @example 12 */
            inventoryItemId: number;
            /** @default 1 */
            quantity?: number;
        };
        InventoryDto: {
            rawMaterials: components["schemas"]["InventoryItemDto"][];
            craftedItems: components["schemas"]["InventoryItemDto"][];
            usableBoosts: components["schemas"]["InventoryItemDto"][];
            activeBoosts: components["schemas"]["ActiveBoostDto"][];
            /** @description The newest items received */
            recentDrops: components["schemas"]["InventoryItemDto"][];
        };
        InventoryItemDto: {
            /** @example wood-plank */
            itemId: string;
            /** @example Wood Plank */
            name: string;
            /** @example 🪵 */
            icon: string;
            /** @description The inventory entry (inventoryItemId of sell and use) */
            id: number;
            description: string;
            image: string | null;
            /** @example common */
            rarity: string;
            /** @enum {string} */
            type: "material" | "crafted" | "usable";
            quantity: number;
            /** @description Tokens a sale pays for one */
            value: number;
            isUsable: boolean;
            isSellable: boolean;
            /** Format: date-time */
            acquiredAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** @description It expires within 24 hours */
            expiringSoon: boolean;
            /** @description What using it does: {type, multiplier, durationSeconds}; {} for an item without effect */
            effects: {
                [key: string]: unknown;
            };
        };
        InventoryItemLeftDto: {
            /** @example wood-plank */
            itemId: string;
            /** @example Wood Plank */
            name: string;
            /** @example 🪵 */
            icon: string;
            remaining: number;
        };
        ItemDropDto: {
            /** @example wood-plank */
            itemId: string;
            /** @example Wood Plank */
            name: string;
            /** @example 🪵 */
            icon: string;
            rarity: components["schemas"]["Rarity"];
            quantity: number;
        };
        JoinClassDto: {
            /**
             * @description 8 letters and digits without 0, O, 1 and I; case and spaces around do not matter
             * @example K7M2XQ4P
             */
            joinCode: string;
        };
        LeaderboardEntryDto: {
            rank: number;
            /** @description Places gained since the last snapshot (negative: lost) */
            change: number;
            user: components["schemas"]["LeaderboardUserDto"];
            stats: components["schemas"]["LeaderboardStatsDto"];
            /** @description The board's score */
            totalScore: number;
        };
        LeaderboardPageDto: {
            entries: components["schemas"]["LeaderboardEntryDto"][];
            /** @description Your place, null when you are not on the board */
            userRank: number | null;
            pagination: components["schemas"]["LeaderboardPaginationDto"];
            /** Format: date-time */
            lastUpdated: string;
        };
        LeaderboardPaginationDto: {
            page: number;
            limit: number;
            total: number;
            hasMore: boolean;
        };
        LeaderboardStatsDto: {
            level: number;
            xp: number;
            /** @example Bronze I */
            rank: string;
            currentStreak: number;
            tokensEarned: number;
            chestsOpened: number;
        };
        LeaderboardUserDto: {
            id: number;
            username: string;
            firstName: string | null;
            /** @description The initial only, e.g. "L." */
            lastName: string | null;
            avatar: string | null;
        };
        LearningJourneyDto: {
            enrolled: number;
            completed: number;
            /** @description Percent, 1 decimal */
            averageProgress: number;
            skillLevel: components["schemas"]["SkillLevel"];
            /** @description 0..100 */
            skillScore: number;
            /** @description Percent points of progress per week over the last 28 days, 1 decimal */
            learningVelocity: number;
            id: components["schemas"]["ContentCategory"];
            subject: components["schemas"]["ContentCategory"];
        };
        LearningPatternEntryDto: {
            contentItem: components["schemas"]["PatternContentDto"];
            timeSpentSeconds: number;
            /** @description The device used most (desktop, mobile, tablet, … or unknown) */
            deviceType: string;
            studyPattern: components["schemas"]["DayPart"];
        };
        LoginStreakResultDto: {
            currentStreak: number;
            longestStreak: number;
            graceDay: boolean;
            /** Format: date */
            lastLoginDate: string | null;
            /** @description Today's login was counted now (false: it was counted already today) */
            counted: boolean;
            /** @description The streak went on from the last login */
            continued: boolean;
            /** @description A missed day was forgiven by the grace day */
            usedGraceDay: boolean;
            /** @description The day's login XP, when the day counted */
            xpAward: components["schemas"]["XpResultDto"] | null;
        };
        ManagedContentDto: {
            id: number;
            title: string;
            description: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
            difficulty: components["schemas"]["Difficulty"];
            /** @description Minutes */
            duration: number;
            tokenPrice: number;
            visibility: components["schemas"]["Visibility"];
            tags: string[];
            thumbnail: components["schemas"]["ThumbnailDto"] | null;
            views: number;
            enrollments: number;
            completions: number;
            /** @description The average of the ratings, 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            /** Format: date-time */
            createdAt: string;
            teacherFirstName: string | null;
            teacherLastName: string | null;
            teacherUsername: string;
            analytics: components["schemas"]["ContentAnalyticsDto"];
            teacher: components["schemas"]["ContentTeacherDto"];
            contentData: components["schemas"]["AuthoredContentDataDto"];
            /** @description draft: seen by its teacher only (new content); published: in the catalogue per its visibility */
            status: components["schemas"]["ContentStatus"];
            /**
             * Format: date-time
             * @description When it was published; null for a draft
             */
            publishedAt: string | null;
        };
        MarkNotificationsReadDto: {
            /** @description These of mine (others are ignored) */
            ids?: number[];
            /**
             * @description Every notification of mine
             * @enum {boolean}
             */
            all?: true;
        };
        MessageContactDto: {
            child: components["schemas"]["NamedPersonDto"];
            person: components["schemas"]["ThreadPartyDto"];
            /** @description The teacher's classes the child is in */
            classNames: string[];
        };
        MessageDto: {
            id: number;
            threadId: number;
            sender: components["schemas"]["NamedPersonDto"];
            /** @description Plain text */
            body: string;
            /** Format: date-time */
            sentAt: string;
        };
        MonthEarningsDto: {
            /** @example 2026-11 */
            month: string;
            tokens: number;
            /** @description Purchases */
            sales: number;
        };
        MuteThreadDto: {
            /** @description true mutes the thread, false unmutes it */
            muted: boolean;
        };
        MyCourseContentDto: {
            id: number;
            title: string;
            description: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
            difficulty: components["schemas"]["Difficulty"];
            /** @description Minutes */
            duration: number;
            thumbnail: components["schemas"]["ThumbnailDto"] | null;
            teacherFirstName: string | null;
            teacherLastName: string | null;
            teacherUsername: string;
        };
        MyCourseDto: {
            /** @description The enrollment */
            id: number;
            contentItem: components["schemas"]["MyCourseContentDto"];
            accessType: components["schemas"]["AccessType"];
            tokensSpent: number;
            /** Format: date-time */
            enrolledAt: string;
            progress: components["schemas"]["CourseProgressDto"];
            /** @description The best quiz score */
            quizScore: components["schemas"]["QuizScoreDto"] | null;
        };
        MyCoursesDto: {
            activeCourses: components["schemas"]["MyCourseDto"][];
            completedCourses: components["schemas"]["MyCourseDto"][];
        };
        MyCoursesPageDto: {
            courses: components["schemas"]["MyCourseDto"][];
            /** @description How many courses the list holds of the category and type asked for */
            total: number;
            /** @description Active courses in all */
            activeCount: number;
            /** @description Completed courses in all */
            completedCount: number;
        };
        NamedChildDto: {
            /** @description Their user id */
            id: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
        };
        NamedPersonDto: {
            /** @description Their user id */
            id: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
        };
        NewClassFormDto: {
            /**
             * @description '' for none
             * @example math
             */
            subject?: string;
            /**
             * @description '' for none
             * @example Grade 7
             */
            gradeLevel?: string;
            /** @default 30 */
            capacity?: number;
            /**
             * Format: date
             * @description YYYY-MM-DD; '' for none
             * @example 2026-09-01
             */
            startDate?: string;
            /**
             * Format: date
             * @description YYYY-MM-DD, not before the start date; '' for none
             * @example 2027-06-30
             */
            endDate?: string;
            /** @description '' for none */
            description?: string;
            /**
             * @description A deactivated class refuses joins by code
             * @default true
             */
            isActive?: boolean;
            /** @example Maths Explorers */
            name: string;
        };
        NewContentFormDto: {
            /**
             * @default video
             * @enum {string}
             */
            type?: "video" | "quiz" | "document" | "interactive";
            /**
             * @default general
             * @enum {string}
             */
            category?: "math" | "science" | "english" | "art" | "programming" | "history" | "geography" | "general";
            /**
             * @default beginner
             * @enum {string}
             */
            difficulty?: "beginner" | "intermediate" | "advanced";
            /**
             * @description Minutes
             * @default 10
             */
            duration?: number;
            /**
             * @description Tokens; 0 for free content
             * @default 0
             */
            tokenPrice?: number;
            /**
             * @description private: seen only by you
             * @default public
             * @enum {string}
             */
            visibility?: "public" | "premium" | "private";
            /**
             * @description Up to 20 tags of 1..30 characters
             * @example [
             *       "fractions",
             *       "pizza"
             *     ]
             */
            tags?: string[];
            thumbnail?: components["schemas"]["ThumbnailInputDto"];
            /**
             * @description In the format of the type, answers included (they never leave in a read). video: { videoUrl | mediaKey, durationSeconds? (1..86400), chapters?: [{ title, startSeconds }], transcript? }, videoUrl an outside http(s) address or mediaKey the name of an MP4 the platform stores (lower-case letters, digits and dashes, then .mp4), not both; quiz: { passPercent?, questions: [{ id?, prompt, choices (2..10), answerIndex, explanation? }] }; document: { sections: [{ heading, body }] }; interactive: { steps: [{ title, instruction, task? }] }, a task either a choice { kind?: 'choice', prompt, choices, answerIndex } or a number { kind: 'number', prompt, answer, tolerance? (0 when not given), unit? (at most 20 characters) }. Lists hold at most 200 entries. An empty object is a draft without material.
             * @example {
             *       "videoUrl": "https://media.example.org/fractions.mp4",
             *       "chapters": [
             *         {
             *           "title": "Introduction",
             *           "startSeconds": 0
             *         }
             *       ]
             *     }
             */
            contentData?: {
                [key: string]: unknown;
            };
            /** @example Fractions Made Fun */
            title: string;
            /** @example Slice pizzas to understand fractions. */
            description: string;
        };
        NewEnrollmentDto: {
            id: number;
            contentId: number;
            accessType: components["schemas"]["AccessType"];
            tokensSpent: number;
            /** Format: date-time */
            createdAt: string;
        };
        NewGoalFormDto: {
            /** @description A connected child's user id */
            childId: number;
            /**
             * @description Trimmed
             * @example Study 30 minutes a day
             */
            title: string;
            kind: components["schemas"]["GoalKind"];
            /** @example 30 */
            target: number;
            /**
             * @description YYYY-MM-DD; '' for none (a field sent as null counts as not sent)
             * @example 2026-06-30
             */
            dueDate?: string;
        };
        NotificationDto: {
            id: number;
            kind: components["schemas"]["NotificationKind"];
            /** @description Who caused it, when a person did */
            actor: components["schemas"]["NamedPersonDto"] | null;
            params: components["schemas"]["NotificationParamsDto"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            readAt: string | null;
        };
        /** @enum {string} */
        NotificationKind: "parentRequest" | "classInvitation" | "wishlistDecision" | "tokensReceived" | "goalSet" | "challengeReceived" | "announcement" | "requestAccepted" | "message" | "sale" | "sponsoredEnrollment";
        NotificationPageDto: {
            /** @description Newest first */
            items: components["schemas"]["NotificationDto"][];
            unread: number;
            /** @description Give as before for the next page; null on the last */
            nextBefore: number | null;
        };
        NotificationParamsDto: {
            /** @description tokensReceived, sale: tokens */
            amount?: number;
            /** @description announcement */
            announcementId?: number;
            /** @description challengeReceived */
            challengeType?: string;
            /** @description message: the child the thread is about */
            childId?: number;
            /** @description classInvitation, announcement */
            classId?: number;
            /** @description classInvitation, announcement */
            className?: string;
            /** @description sale, sponsoredEnrollment */
            contentId?: number;
            /** @description wishlistDecision, sale, sponsoredEnrollment */
            contentTitle?: string;
            /** @description wishlistDecision */
            decision?: components["schemas"]["WishDecision"];
            /** @description goalSet */
            goalTitle?: string;
            /** @description message, announcement: the text's start (plain text) */
            preview?: string;
            /** @description message */
            threadId?: number;
        };
        NotificationsReadDto: {
            /** @description How many became read */
            marked: number;
            /** @description How many are still unread */
            unread: number;
        };
        OwnContentAnalyticsDto: {
            contentId: number;
            title: string;
            /** @description Deleted while students were enrolled: out of the catalogue, still open to them */
            withdrawn: boolean;
            views: number;
            enrollments: number;
            completions: number;
            /** @description The average of the ratings, 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            analytics: components["schemas"]["ContentAnalyticsDto"];
        };
        PaginationDto: {
            page: number;
            pageSize: number;
            /** @description Every match, on all pages */
            total: number;
            pageCount: number;
        };
        ParentAnnouncementDto: {
            id: number;
            classId: number;
            className: string;
            teacher: components["schemas"]["NamedPersonDto"];
            /** @description Plain text */
            body: string;
            /** Format: date-time */
            postedAt: string;
            /** @description My connected children in the class */
            children: components["schemas"]["NamedPersonDto"][];
        };
        ParentBudgetDto: {
            /** @description Tokens credited on the first parent request of each calendar month */
            monthlyEducationBudget: number;
            tokenBalance: number;
            /**
             * @description The last month credited, 'YYYY-MM'
             * @example 2026-03
             */
            lastCreditedMonth: string | null;
            /**
             * Format: date
             * @description The next month's first day in the parent's time zone
             * @example 2026-04-01
             */
            nextCreditOn: string;
        };
        ParentChildrenDto: {
            /** @description Connected children, oldest connection first */
            children: components["schemas"]["ChildSummaryDto"][];
            /** @description Requests the children have not answered; they name no child */
            pendingRequests: components["schemas"]["PendingRequestDto"][];
        };
        ParentGoalDto: {
            id: number;
            childId: number;
            /** @description The child's first and last name, else the username */
            childName: string;
            title: string;
            kind: components["schemas"]["GoalKind"];
            target: number;
            /** Format: date */
            dueDate: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ParentGoalRecordDto: {
            id: number;
            childId: number;
            /** @description The child's first and last name, else the username */
            childName: string;
            title: string;
            kind: components["schemas"]["GoalKind"];
            target: number;
            /** Format: date */
            dueDate: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            child: components["schemas"]["NamedChildDto"];
        };
        ParentLinkCodeDto: {
            /**
             * @description 8 letters and digits without 0, O, 1 and I; used once
             * @example K7M2XQAB
             */
            code: string;
            /**
             * Format: date-time
             * @description 15 minutes after it was made
             */
            expiresAt: string;
        };
        ParentOverviewDto: {
            /** @description Summed over the children, each in their own day */
            activity: components["schemas"]["ActivityFiguresDto"];
            /** @description One per subject */
            journeys: components["schemas"]["LearningJourneyDto"][];
        };
        ParentProfileDto: {
            /** @description Their user id */
            id: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
            monthlyEducationBudget: number;
            /** @description After this month's budget credit, when it was due */
            tokenBalance: number;
            /** @description Connected children */
            childrenCount: number;
        };
        ParentRequestDto: {
            /** @description Their user id */
            id: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
            /** Format: date-time */
            requestedAt: string;
        };
        ParentTransferRecordDto: {
            id: number;
            /** @description The child's user id */
            childId: number;
            child: components["schemas"]["NamedChildDto"];
            /** @description Tokens moved from the parent to the child */
            amount: number;
            /** @description The note sent with the transfer */
            note: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ParentWishlistItemDto: {
            id: number;
            name: string;
            type: components["schemas"]["WishlistType"];
            priority: components["schemas"]["WishlistPriority"];
            /** @description Tokens */
            cost: number;
            description: string | null;
            /** Format: date-time */
            addedAt: string;
            approvalStatus: components["schemas"]["ApprovalStatus"];
            approvalNote: string | null;
            /** @description A course's content id */
            contentId: number | null;
            /** @description A course while it is in the catalogue */
            contentItem: components["schemas"]["ContentCardDto"] | null;
            /**
             * Format: date-time
             * @description When a parent approved or denied it; null while pending
             */
            decidedAt: string | null;
            /** @description The child's user id */
            childId: number;
            student: components["schemas"]["ParentWishlistStudentDto"];
        };
        ParentWishlistStudentDto: {
            /** @description The student's user id */
            id: number;
            firstName: string | null;
            lastName: string | null;
            user: components["schemas"]["ParentWishlistStudentUserDto"];
        };
        ParentWishlistStudentUserDto: {
            username: string;
            firstName: string | null;
            lastName: string | null;
        };
        PasswordChangedDto: {
            /**
             * @description How many other sign-ins of yours were ended (this one stays)
             * @example 2
             */
            endedSessions: number;
        };
        PasswordResetDoneDto: {
            /** @enum {boolean} */
            ok: true;
            /**
             * @description The account whose password was set, to sign in with; every earlier sign-in of it has ended
             * @example ada_l
             */
            username: string;
        };
        PatternContentDto: {
            id: number;
            title: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
        };
        /** @enum {string} */
        PaymentType: "free" | "tokens" | "sponsored";
        PeerClassDto: {
            id: number;
            name: string;
            subject: string | null;
        };
        PeerComparisonEntryDto: {
            class: components["schemas"]["PeerClassDto"];
            averagePerformance: components["schemas"]["AveragePerformanceDto"];
        };
        PendingRequestDto: {
            /** @description The username, e-mail or id exactly as the parent typed it */
            identifier: string;
            /** Format: date-time */
            requestedAt: string;
        };
        PeriodChallengesDto: {
            period: components["schemas"]["ChallengePeriod"];
            /**
             * Format: date
             * @description The period's first local date
             */
            periodStart: string;
            /**
             * Format: date
             * @description The period's last local date
             */
            periodEnd: string;
            goals: components["schemas"]["ChallengeGoalDto"][];
            bonus: components["schemas"]["ChallengeBonusDto"];
        };
        PersonalDataExportDto: {
            /** @example questlearn-personal-data */
            format: string;
            /** @example 1 */
            version: number;
            /** Format: date-time */
            exportedAt: string;
            /** @description Username, e-mail, role, names, token balance, time zone, dates */
            account: {
                [key: string]: unknown;
            };
            studentProfile: {
                [key: string]: unknown;
            } | null;
            teacherProfile: {
                [key: string]: unknown;
            } | null;
            parentProfile: {
                [key: string]: unknown;
            } | null;
            sponsorProfile: {
                [key: string]: unknown;
            } | null;
            /** @description Saved preferences; null while the defaults apply */
            settings: {
                [key: string]: unknown;
            } | null;
            gamingProfile: {
                [key: string]: unknown;
            } | null;
            activityTotals: {
                [key: string]: unknown;
            } | null;
            dailyActivity: {
                [key: string]: unknown;
            }[];
            tokenLedger: {
                [key: string]: unknown;
            }[];
            xpLedger: {
                [key: string]: unknown;
            }[];
            inventory: {
                [key: string]: unknown;
            }[];
            activeBoosts: {
                [key: string]: unknown;
            }[];
            dailyChests: {
                [key: string]: unknown;
            }[];
            challengeClaims: {
                [key: string]: unknown;
            }[];
            leaderboardChallenges: {
                [key: string]: unknown;
            }[];
            enrollments: {
                [key: string]: unknown;
            }[];
            ratings: {
                [key: string]: unknown;
            }[];
            quizAttempts: {
                [key: string]: unknown;
            }[];
            studySessions: {
                [key: string]: unknown;
            }[];
            /** @description Content opened: which, and on which day */
            contentViews: {
                [key: string]: unknown;
            }[];
            wishlist: {
                [key: string]: unknown;
            }[];
            classMemberships: {
                [key: string]: unknown;
            }[];
            classesTaught: {
                [key: string]: unknown;
            }[];
            contentAuthored: {
                [key: string]: unknown;
            }[];
            sponsorships: {
                [key: string]: unknown;
            }[];
            familyLinks: {
                [key: string]: unknown;
            }[];
            familyGoals: {
                [key: string]: unknown;
            }[];
            familyTransfers: {
                [key: string]: unknown;
            }[];
            wishlistDecisions: {
                [key: string]: unknown;
            }[];
            /** @description Class invitations received (class, teacher, state) and sent by a teacher's classes (what was typed; invited or accepted) */
            classInvitations: {
                [key: string]: unknown;
            }[];
            /** @description Password reset codes made for me (by mail, or by a parent or teacher, named) or by me for a child: when, until when, used when; never the code */
            recoveryCodes: {
                [key: string]: unknown;
            }[];
            /** @description What I was told: the kind, who caused it (by name), what it said, when, read when */
            notifications: {
                [key: string]: unknown;
            }[];
            /** @description Messages I wrote to a parent or a teacher: to whom (by name), what, when */
            messagesSent: {
                [key: string]: unknown;
            }[];
            /** @description Announcements I posted to a class of mine: which class, what, when */
            announcementsPosted: {
                [key: string]: unknown;
            }[];
            /** @description Sign-ins: when, from which device, until when */
            signIns: {
                [key: string]: unknown;
            }[];
            /** @description The deletion waiting for its grace period to end, if any */
            accountDeletion: {
                [key: string]: unknown;
            } | null;
        };
        PledgeResultDto: {
            sponsorship: components["schemas"]["SponsoredContentDto"];
            /** @description Dollars pledged in all */
            totalDonated: number;
        };
        PostAnnouncementDto: {
            /**
             * @description Plain text (never read as HTML), trimmed
             * @example Maya did very well in the quiz today.
             */
            body: string;
        };
        ProgressResultDto: {
            progress: components["schemas"]["CourseProgressDto"];
            /** @description This report completed the course (the first time only) */
            completedNow: boolean;
            /** @description The completion XP, when completedNow */
            xpAward: components["schemas"]["XpResultDto"] | null;
            /** @description Study seconds this report counted: at most the real time since the previous report (plus 10 s), none on the report that opens a session */
            creditedSeconds: number;
            /** @description Indexes of the sections read or steps passed, as the server saw them */
            partsDone: number[];
            /** @description Video: the furthest position in seconds the server vouches for (at most 2× playback of real time) */
            watchedSeconds: number;
        };
        PublicUserDto: {
            id: number;
            username: string;
            email: string;
            /** @enum {string} */
            userRole: "student" | "teacher" | "parent" | "sponsor";
            firstName: string | null;
            lastName: string | null;
            tokenBalance: number;
            isActive: boolean;
            confirmed: boolean;
            blocked: boolean;
            /** @example Europe/Paris */
            timeZone: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        QuizAttemptDto: {
            /**
             * @description One chosen index per question, in order; -1 for none
             * @example [
             *       0,
             *       1,
             *       2
             *     ]
             */
            answers: number[];
        };
        QuizAttemptResultDto: {
            progress: components["schemas"]["CourseProgressDto"];
            /** @description This report completed the course (the first time only) */
            completedNow: boolean;
            /** @description The completion XP, when completedNow */
            xpAward: components["schemas"]["XpResultDto"] | null;
            /** @description Study seconds this report counted: at most the real time since the previous report (plus 10 s), none on the report that opens a session */
            creditedSeconds: number;
            /** @description Indexes of the sections read or steps passed, as the server saw them */
            partsDone: number[];
            /** @description Video: the furthest position in seconds the server vouches for (at most 2× playback of real time) */
            watchedSeconds: number;
            score: number;
            maxScore: number;
            /** @description Score in percent */
            percent: number;
            /** @description The attempt reached the pass mark: only such an attempt completes the quiz */
            passed: boolean;
            /** @description The quiz's pass mark in percent (60 unless the teacher set one) */
            passPercent: number;
            results: components["schemas"]["QuizQuestionResultDto"][];
        };
        QuizQuestionDto: {
            id: string;
            prompt: string;
            choices: string[];
        };
        QuizQuestionResultDto: {
            questionId: string;
            /** @description The index chosen; -1 for none */
            chosenIndex: number;
            /** @description The right index; null for a missed question until the quiz is passed */
            correctIndex: number | null;
            correct: boolean;
            explanation: string | null;
        };
        QuizScoreDto: {
            score: number;
            maxScore: number;
        };
        /** @enum {string} */
        Rarity: "common" | "rare" | "epic" | "legendary";
        RarityOddsDto: {
            rarity: components["schemas"]["Rarity"];
            percent: number;
        };
        RateContentDto: {
            /** @example 4 */
            rating: number;
        };
        RatingBarDto: {
            stars: number;
            count: number;
            /** @description Share of all ratings, percent: the bar length */
            percent: number;
        };
        RatingResultDto: {
            /** @description My stars, 1..5 */
            rating: number;
            /** @description The content's average, 1 decimal */
            contentRating: number;
            ratingCount: number;
        };
        ReaderEnrollmentDto: {
            id: number;
            accessType: components["schemas"]["AccessType"];
            tokensSpent: number;
            /** Format: date-time */
            enrolledAt: string;
            /** @description 0..100 */
            percentage: number;
            /** Format: date-time */
            lastAccessed: string | null;
            /** @description Seconds */
            timeSpent: number;
            currentPosition: number;
            /** Format: date-time */
            completedAt: string | null;
            /** @description Indexes of the sections read or steps passed, as the server saw them */
            partsDone: number[];
            /** @description Video: the furthest position in seconds the server vouches for */
            watchedSeconds: number;
        };
        ReceivedChallengeDto: {
            id: number;
            challengeType: string;
            message: string;
            /** Format: date-time */
            createdAt: string;
            from: components["schemas"]["ChallengeSenderDto"];
        };
        ReceivedClassInvitationDto: {
            id: number;
            classId: number;
            className: string;
            subject: string | null;
            gradeLevel: string | null;
            teacher: components["schemas"]["ClassTeacherDto"];
            /** Format: date-time */
            invitedAt: string;
        };
        RecentActivityDto: {
            enrollmentId: number;
            title: string;
            teacherUsername: string;
            /** @description First and last name, else the username */
            teacherName: string;
            /** Format: date-time */
            lastAccessed: string;
            /** @description Percent, 0..100 */
            progress: number;
        };
        RecipeDto: {
            /** @example wood-plank */
            itemId: string;
            /** @example Wood Plank */
            name: string;
            /** @example 🪵 */
            icon: string;
            description: string;
            tier: components["schemas"]["Tier"];
            rarity: components["schemas"]["Rarity"];
            value: number;
            requiredLevel: number;
            craftingRecipe: components["schemas"]["RecipeMaterialDto"][];
            canCraft: boolean;
            /** @example Need level 5 */
            blocker: string | null;
        };
        RecipeMaterialDto: {
            materialId: string;
            quantity: number;
            name: string;
            icon: string;
            /** @description How many the student owns */
            owned: number;
        };
        RecipesAnswerDto: {
            data: components["schemas"]["RecipeDto"][];
            userLevel: number;
        };
        RegisterDto: {
            /** @example ada_l */
            username: string;
            /** @example ada@example.org */
            email: string;
            /** @example Secret123! */
            password: string;
            /**
             * @default student
             * @enum {string}
             */
            userRole?: "student" | "teacher" | "parent" | "sponsor";
            firstName?: string;
            lastName?: string;
            companyName?: string;
            contactPerson?: string;
            /**
             * @description The user's IANA time zone
             * @example Europe/London
             */
            timeZone?: string;
        };
        RemovedParentDto: {
            /** @description The parent's user id */
            id: number;
        };
        RemovedWishlistItemDto: {
            id: number;
        };
        ReplyDto: {
            /**
             * @description Plain text (never read as HTML), trimmed
             * @example Maya did very well in the quiz today.
             */
            body: string;
        };
        ResetPasswordDto: {
            /**
             * @description The code from the e-mail's link (after #code=), or the 8-character code a parent or teacher made (spaces and dashes allowed)
             * @example ABCD-EFGH
             */
            code: string;
            /**
             * @description The registration rules: 8 to 128 characters with an uppercase and a lowercase letter, a number and a special character
             * @example Brand-New9
             */
            password: string;
            /**
             * @description The new password again
             * @example Brand-New9
             */
            passwordConfirmation: string;
        };
        RewardOddsDto: {
            chest: components["schemas"]["ChestOddsDto"];
            drop: components["schemas"]["DropOddsDto"];
        };
        ScheduleAccountDeletionDto: {
            /**
             * @description The account's password, typed again to confirm
             * @example Student123!
             */
            password: string;
        };
        SellResultDto: {
            item: components["schemas"]["InventoryItemLeftDto"];
            quantity: number;
            tokensEarned: number;
            tokenBalance: number;
        };
        SendChallengeDto: {
            /** @example 42 */
            targetUserId: number;
            /**
             * @default duel
             * @enum {string}
             */
            challengeType?: "duel" | "xp-race" | "streak-battle" | "chest-race";
            /** @default I challenge you to a duel! */
            message?: string;
        };
        SentChallengeDto: {
            id: number;
            fromUserId: number;
            targetUserId: number;
            /** @enum {string} */
            challengeType: "duel" | "xp-race" | "streak-battle" | "chest-race";
            message: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Challenges you may still send today */
            remainingToday: number;
        };
        ShownDocumentSectionDto: {
            heading: string;
            /** @description Markdown */
            body: string;
            /** @description The body rendered from Markdown and sanitised on the server: no scripts, frames, styles or event handlers; links only to http(s) and mail */
            html: string;
        };
        SignInDto: {
            /**
             * @description E-mail or username
             * @example demo_student
             */
            identifier: string;
            /** @example Student123! */
            password: string;
            /**
             * @description Keep the sign-in across browser restarts
             * @default false
             */
            rememberMe?: boolean;
        };
        SignedOutDto: {
            /** @enum {boolean} */
            ok: true;
        };
        /** @enum {string} */
        SkillLevel: "beginner" | "intermediate" | "advanced";
        /** @enum {string} */
        SortOrder: "asc" | "desc";
        SponsorContentDto: {
            contentId: number;
            /** @description Whole dollars; the pool gets 10 tokens a dollar */
            amount: number;
        };
        SponsorProfileChangesDto: {
            companyName?: string | null;
            contactPerson?: string | null;
            /**
             * @description An http(s) address; '' clears it
             * @example https://brightfuture.example.org
             */
            website?: string | null;
            description?: string | null;
        };
        SponsorProfileDto: {
            id: number;
            username: string;
            companyName: string | null;
            contactPerson: string | null;
            website: string | null;
            description: string | null;
            /** @description Dollars pledged in all (a pledge is recorded as donated) */
            totalDonated: number;
        };
        SponsorStatsDto: {
            /** @description Distinct students whose enrollments your pools paid for */
            studentsSupported: number;
            /** @description Distinct content items you pledged to */
            contentSponsored: number;
            /** @description Hours (1 decimal) spent in the enrollments your pools paid for */
            learningHoursEnabled: number;
            /** @description Dollars pledged in all */
            totalDonated: number;
        };
        SponsoredContentDto: {
            id: number;
            content: components["schemas"]["SponsoredContentItemDto"];
            /** @description Dollars pledged */
            amountDollars: number;
            /** @description Tokens the pledge put in the pool (10 a dollar) */
            tokenPool: number;
            /** @description Tokens left for further enrollments */
            tokensRemaining: number;
            /** @description Enrollments this pool paid for */
            studentsFunded: number;
            /** Format: date-time */
            createdAt: string;
        };
        SponsoredContentItemDto: {
            id: number;
            title: string;
            category: components["schemas"]["ContentCategory"];
            type: components["schemas"]["ContentType"];
            /** @description Tokens one enrollment draws from the pool */
            tokenPrice: number;
            teacherUsername: string;
            teacherFirstName: string | null;
            teacherLastName: string | null;
        };
        StartThreadDto: {
            /** @description The teacher's user id (for a parent) or the parent's (for a teacher) */
            recipientId: number;
            /** @description The child the thread is about */
            childId: number;
            /**
             * @description Plain text (never read as HTML), trimmed
             * @example Maya did very well in the quiz today.
             */
            body: string;
        };
        StartedThreadDto: {
            thread: components["schemas"]["ThreadSummaryDto"];
            message: components["schemas"]["MessageDto"];
        };
        StepCheckDto: {
            /**
             * @description The chosen choice's index, or the number typed
             * @example 7
             */
            answer: number;
        };
        StepCheckResultDto: {
            progress: components["schemas"]["CourseProgressDto"];
            /** @description This report completed the course (the first time only) */
            completedNow: boolean;
            /** @description The completion XP, when completedNow */
            xpAward: components["schemas"]["XpResultDto"] | null;
            /** @description Study seconds this report counted: at most the real time since the previous report (plus 10 s), none on the report that opens a session */
            creditedSeconds: number;
            /** @description Indexes of the sections read or steps passed, as the server saw them */
            partsDone: number[];
            /** @description Video: the furthest position in seconds the server vouches for (at most 2× playback of real time) */
            watchedSeconds: number;
            /** @description The answer passed the step’s check */
            correct: boolean;
        };
        StudentClassDto: {
            id: number;
            name: string;
            subject: string | null;
            gradeLevel: string | null;
            description: string | null;
            /** Format: date */
            startDate: string | null;
            /** Format: date */
            endDate: string | null;
            isActive: boolean;
            capacity: number;
            studentCount: number;
            teacher: components["schemas"]["ClassTeacherDto"];
            /** Format: date-time */
            joinedAt: string;
        };
        StudentCountsDto: {
            total: number;
            /** @description Enrolled in or worked on one of your courses within 7 days */
            active: number;
            inactive: number;
        };
        StudentDashboardDto: {
            activity: components["schemas"]["StudyActivityDto"];
            /** @description One per subject */
            journeys: components["schemas"]["LearningJourneyDto"][];
            /** @description The last 7 local days, oldest first */
            weeklyStudy: components["schemas"]["StudyDayDto"][];
        };
        StudentGoalDto: {
            id: number;
            childId: number;
            /** @description The child's first and last name, else the username */
            childName: string;
            title: string;
            kind: components["schemas"]["GoalKind"];
            target: number;
            /** Format: date */
            dueDate: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The parent's first and last name, else the username */
            parentName: string;
        };
        StudentParentsDto: {
            /** @description Connected parents, oldest connection first */
            parents: components["schemas"]["ConnectedParentDto"][];
            /** @description Requests waiting for my answer, oldest first */
            requests: components["schemas"]["ParentRequestDto"][];
        };
        StudentProfileDto: {
            avatar: string | null;
            grade: string | null;
            school: string | null;
            leaderboardOptOut: boolean;
            /** @example Europe/Paris */
            timeZone: string;
        };
        StudentProgressReportDto: {
            students: components["schemas"]["StudentCountsDto"];
            enrollments: components["schemas"]["EnrollmentProgressDto"];
            /** @description Content with enrollments, most enrollments first */
            byContent: components["schemas"]["ContentProgressDto"][];
        };
        StudentUsernameDto: {
            /**
             * @description A username or an e-mail
             * @example sam_learner
             */
            username: string;
        };
        StudyActivityDto: {
            /** @description Today's study minutes, in the student's own day */
            dailyStudyMinutes: number;
            completedCourses: number;
            videosWatched: number;
            quizzesCompleted: number;
            totalStudyMinutes: number;
        };
        StudyDayDto: {
            /**
             * Format: date
             * @description A local date, YYYY-MM-DD
             */
            date: string;
            minutes: number;
        };
        SubjectCourseDto: {
            contentId: number;
            title: string;
            type: components["schemas"]["ContentType"];
            /** @description 0..100 */
            percentage: number;
            /** @description Seconds */
            timeSpent: number;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            lastAccessed: string | null;
        };
        SubjectProgressDto: {
            enrolled: number;
            completed: number;
            /** @description Percent, 1 decimal */
            averageProgress: number;
            skillLevel: components["schemas"]["SkillLevel"];
            /** @description 0..100 */
            skillScore: number;
            /** @description Percent points of progress per week over the last 28 days, 1 decimal */
            learningVelocity: number;
            subject: components["schemas"]["ContentCategory"];
            timeSpentSeconds: number;
            courses: components["schemas"]["SubjectCourseDto"][];
        };
        TeacherAnalyticsDto: {
            overview: components["schemas"]["TeacherOverviewDto"];
            contentStats: components["schemas"]["ContentStatsDto"];
            ratings: components["schemas"]["TeacherRatingsDto"];
            earnings: components["schemas"]["TeacherEarningsDto"];
        };
        TeacherContentItemDto: {
            id: number;
            title: string;
            description: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
            difficulty: components["schemas"]["Difficulty"];
            /** @description Minutes */
            duration: number;
            tokenPrice: number;
            visibility: components["schemas"]["Visibility"];
            tags: string[];
            thumbnail: components["schemas"]["ThumbnailDto"] | null;
            views: number;
            enrollments: number;
            completions: number;
            /** @description The average of the ratings, 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            /** Format: date-time */
            createdAt: string;
            teacherFirstName: string | null;
            teacherLastName: string | null;
            teacherUsername: string;
            /** @description Present when the teacher is populated */
            teacher?: components["schemas"]["ContentTeacherDto"];
            analytics: components["schemas"]["ContentAnalyticsDto"];
            contentData: components["schemas"]["AuthoredContentDataDto"];
            /** @description draft: seen by you only; published: in the catalogue per its visibility */
            status: components["schemas"]["ContentStatus"];
            /**
             * Format: date-time
             * @description When it was published; null for a draft
             */
            publishedAt: string | null;
            /** @description Deleted while students were enrolled: out of the catalogue, kept for them */
            withdrawn: boolean;
            /** Format: date-time */
            withdrawnAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        TeacherEarningsDto: {
            /** @description Tokens earned this calendar month in your time zone */
            thisMonth: number;
            total: number;
            /**
             * @description The month thisMonth counts
             * @example 2026-11
             */
            month: string;
            timeZone: string;
        };
        TeacherEnrollmentDto: {
            id: number;
            student: components["schemas"]["EnrolledStudentDto"];
            contentItem: components["schemas"]["EnrolledContentDto"];
            /** @description Percent, 0..100 */
            progress: number;
            /** @description Seconds */
            timeSpent: number;
            completed: boolean;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            lastAccessed: string | null;
            /**
             * Format: date-time
             * @description When the student enrolled
             */
            createdAt: string;
            paymentType: components["schemas"]["PaymentType"];
            tokensSpent: number;
            status: components["schemas"]["EnrollmentStatusWord"];
        };
        TeacherEnrollmentPageDto: {
            data: components["schemas"]["TeacherEnrollmentDto"][];
            meta: components["schemas"]["TeacherEnrollmentsMetaDto"];
        };
        TeacherEnrollmentsMetaDto: {
            pagination: components["schemas"]["PaginationDto"];
        };
        TeacherOverviewDto: {
            /** @description Content items not withdrawn */
            totalContent: number;
            totalStudents: number;
            /** @description Students who enrolled in or worked on one of your courses within 7 days */
            activeStudents: number;
            /** @description Tokens */
            totalEarnings: number;
        };
        TeacherProfileChangesDto: {
            department?: string;
            yearsOfExperience?: number;
            bio?: string;
            /** @description Up to 20 subjects of 1 to 50 characters; each kept once */
            subjects?: string[];
            /**
             * @description One emoji (e.g. 🦊), or one of the app's pictures as /avatars/<name>.svg with <name> one of fox, owl, cat, bear, bunny, mouse, panda, pig, chick, frog, koala, lion, tiger, penguin, monkey, dog, sheep, cow, unicorn, dragon, octopus, robot, alien, ghost, or a picture uploaded here (the url POST /api/media/uploads answers, /api/media/pictures/<key>); empty text removes the avatar. Addresses elsewhere are refused.
             * @example 🦊
             */
            avatar?: string;
        };
        TeacherProfileDto: {
            id: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
            /** @description One emoji, the path of one of the app's pictures (/avatars/<name>.svg) or of a picture uploaded here (/api/media/pictures/<key>); the header shows initials without one */
            avatar: string | null;
            department: string | null;
            yearsOfExperience: number;
            bio: string | null;
            subjects: string[];
            /** @description Tokens earned from content purchases, ever */
            totalEarnings: number;
            /** @description Content items not withdrawn, private ones included */
            contentCount: number;
            /** @description Students who ever enrolled in one of your content items */
            totalStudents: number;
            /** @description The average of every rating of your content, 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            /** @description The IANA time zone 'this month' is counted in */
            timeZone: string;
        };
        TeacherRatingsDto: {
            /** @description 1 decimal; 0 without ratings */
            averageRating: number;
            totalReviews: number;
            /** @description From 5 stars down to 1, every star present */
            ratingDistribution: components["schemas"]["RatingBarDto"][];
        };
        TeacherSummaryDto: {
            teacherId: number;
            /** @description First and last name, else the username */
            teacherName: string;
            /** @description Completed enrollments over enrollments, percent 0..100 */
            completionRate: number;
            enrollments: number;
        };
        TeacherUserDto: {
            username: string;
            firstName: string | null;
            lastName: string | null;
        };
        ThreadDetailDto: {
            thread: components["schemas"]["ThreadSummaryDto"];
            /** @description Oldest first */
            messages: components["schemas"]["MessageDto"][];
            /** @description Older messages exist: ask with before = the first message id */
            hasMore: boolean;
        };
        ThreadPageDto: {
            items: components["schemas"]["ThreadSummaryDto"][];
            total: number;
            /** @description Unread messages over all my threads */
            unread: number;
            page: number;
            limit: number;
        };
        ThreadPartyDto: {
            /** @description Their user id */
            id: number;
            username: string;
            firstName: string | null;
            lastName: string | null;
            role: components["schemas"]["ThreadSide"];
        };
        /** @enum {string} */
        ThreadSide: "parent" | "teacher";
        /**
         * @description readOnly once the child left the class or the parent link ended
         * @enum {string}
         */
        ThreadStanding: "open" | "readOnly";
        ThreadSummaryDto: {
            id: number;
            /** @description The child the thread is about */
            child: components["schemas"]["NamedPersonDto"];
            /** @description The other side: the teacher for a parent, the parent for a teacher */
            with: components["schemas"]["ThreadPartyDto"];
            lastMessage: components["schemas"]["MessageDto"] | null;
            /** @description Messages from the other side I have not read */
            unread: number;
            /** @description I get no notification for new messages */
            muted: boolean;
            /** @description readOnly once the child left the class or the parent link ended */
            standing: components["schemas"]["ThreadStanding"];
            /** Format: date-time */
            lastMessageAt: string;
        };
        ThumbnailDto: {
            url: string;
        };
        ThumbnailInputDto: {
            /**
             * @description An http(s) address, or a demo film's still as the product serves it (/api/media/stills/demo-film-<16 hex digits>.png); '' removes the thumbnail
             * @example https://img.example.org/fractions.png
             */
            url: string;
        };
        /** @enum {string} */
        Tier: "tier1" | "tier2" | "tier3" | "tier4";
        TransferDto: {
            /** @description The transfer's id (GET /admin/transfers lists it) */
            id: number;
            childId: number;
            amount: number;
            note: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        TransferResultDto: {
            transfer: components["schemas"]["TransferDto"];
            /** @description The parent's balance after the transfer */
            tokenBalance: number;
        };
        TransferTokensDto: {
            /**
             * @description A connected child's user id
             * @example 12
             */
            childId: number;
            /** @example 10 */
            amount: number;
            /** @example For the science course */
            note?: string;
        };
        UpdateClassDto: {
            data: components["schemas"]["ClassChangesDto"];
        };
        UpdateContentDto: {
            data: components["schemas"]["ContentChangesDto"];
        };
        UpdateParentBudgetDto: {
            /** @example 200 */
            monthlyEducationBudget: number;
        };
        UpdateParentGoalDto: {
            data: components["schemas"]["GoalChangesDto"];
        };
        UpdateProgressDto: {
            /** @description Progress in percent; never goes down */
            percentage?: number;
            /** @description Where the student is: seconds into a video, a section or step index */
            currentPosition?: number;
            /** @description Seconds since the last update; at most 3600 are counted */
            timeSpent?: number;
        };
        UpdateSponsorProfileDto: {
            data: components["schemas"]["SponsorProfileChangesDto"];
        };
        UpdateStudentProfileDto: {
            /**
             * @description One emoji (e.g. 🦊), or one of the app's pictures as /avatars/<name>.svg with <name> one of fox, owl, cat, bear, bunny, mouse, panda, pig, chick, frog, koala, lion, tiger, penguin, monkey, dog, sheep, cow, unicorn, dragon, octopus, robot, alien, ghost, or a picture uploaded here (the url POST /api/media/uploads answers, /api/media/pictures/<key>); empty text removes the avatar. Addresses elsewhere are refused.
             * @example 🦊
             */
            avatar?: string;
            grade?: string;
            school?: string;
            /**
             * @description IANA time zone; can change once a day
             * @example Europe/Paris
             */
            timeZone?: string;
            /** @description Leave the public leaderboards */
            leaderboardOptOut?: boolean;
        };
        UpdateTeacherProfileDto: {
            data: components["schemas"]["TeacherProfileChangesDto"];
        };
        UpdateUserSettingsDto: {
            /** @example false */
            pushNotifications?: boolean;
            /** @example false */
            soundEffects?: boolean;
            /**
             * @example dark
             * @enum {string}
             */
            theme?: "light" | "dark";
            /**
             * @example en
             * @enum {string}
             */
            language?: "en";
        };
        UploadedMediaDto: {
            /**
             * @description The file's name: 32 hexadecimal digits of the SHA-256 of what is kept, then its extension. A video's key goes in a video's contentData.mediaKey, a PDF's in a document's contentData.handout.mediaKey
             * @example 0123456789abcdef0123456789abcdef.mp4
             */
            key: string;
            /** @description What the bytes are, read from the file itself (never its name or declared type) */
            kind: components["schemas"]["UploadedMediaKind"];
            /**
             * @description The type the file is kept and served as
             * @enum {string}
             */
            contentType: "video/mp4" | "image/jpeg" | "image/png" | "application/pdf";
            /** @description Bytes kept (for a picture, its thumbnail) */
            size: number;
            /**
             * @description A picture's public, immutable address (what a content's thumbnail.url and a teacher's avatar may hold); a video's or PDF's signed address for the uploader to look at it, valid for 5 minutes
             * @example /api/media/pictures/0123456789abcdef0123456789abcdef.jpg
             */
            url: string;
            /** @description A video's length in whole seconds, read from its own index */
            durationSeconds?: number;
            /** @description A picture's thumbnail width in pixels */
            width?: number;
            /** @description A picture's thumbnail height in pixels */
            height?: number;
        };
        /**
         * @description What the bytes are, read from the file itself (never its name or declared type)
         * @enum {string}
         */
        UploadedMediaKind: "video" | "image" | "pdf";
        UseResultDto: {
            item: components["schemas"]["InventoryItemLeftDto"];
            quantity: number;
            effectApplied: components["schemas"]["EffectAppliedDto"];
        };
        UserSettingsDto: {
            /**
             * @description Push notifications on (default true)
             * @example true
             */
            pushNotifications: boolean;
            /**
             * @description Sound effects on (default true)
             * @example true
             */
            soundEffects: boolean;
            /**
             * @description The look of the app (default light)
             * @example light
             * @enum {string}
             */
            theme: "light" | "dark";
            /**
             * @description The language of the app (default en)
             * @example en
             * @enum {string}
             */
            language: "en";
        };
        VideoChapterDto: {
            title: string;
            /** @description Seconds into the video */
            startSeconds: number;
        };
        VideoCodeDto: {
            /**
             * @description Random, base64url; exchanged once by the video courses app
             * @example q3Zr9x0v8YJm0oN4kR2tq6p8bW1sE5cD7fG9hJ2kL4m
             */
            code: string;
            /**
             * Format: date-time
             * @description 60 seconds after it was made
             */
            expiresAt: string;
        };
        VideoCoursesSessionDto: {
            /** @description A JWT with aud 'video-courses', for the video courses app only: the QuestLearn API refuses it */
            accessToken: string;
            /** @description Seconds the access token is valid */
            expiresIn: number;
            user: components["schemas"]["VideoCoursesUserDto"];
        };
        VideoCoursesUserDto: {
            id: number;
            username: string;
            /** @enum {string} */
            role: "student" | "teacher" | "parent" | "sponsor";
        };
        /** @enum {string} */
        Visibility: "public" | "premium" | "private";
        /**
         * @description wishlistDecision
         * @enum {string}
         */
        WishDecision: "approved" | "denied";
        WishlistBulkDecisionDto: {
            /** @example Great choice, enjoy it! */
            note?: string;
            /**
             * @example [
             *       12,
             *       13
             *     ]
             */
            ids: number[];
        };
        WishlistDecisionDto: {
            /** @example Great choice, enjoy it! */
            note?: string;
        };
        WishlistItemDto: {
            id: number;
            name: string;
            type: components["schemas"]["WishlistType"];
            priority: components["schemas"]["WishlistPriority"];
            /** @description Tokens */
            cost: number;
            description: string | null;
            /** Format: date-time */
            addedAt: string;
            approvalStatus: components["schemas"]["ApprovalStatus"];
            approvalNote: string | null;
            /** @description A course's content id */
            contentId: number | null;
            /** @description A course while it is in the catalogue */
            contentItem: components["schemas"]["ContentCardDto"] | null;
        };
        /** @enum {string} */
        WishlistPriority: "high" | "medium" | "low";
        /** @enum {string} */
        WishlistType: "reward" | "course" | "certificate" | "item";
        WithdrawnClassInvitationDto: {
            /** @description The invitation's id */
            id: number;
        };
        XpResultDto: {
            xpGain: number;
            newXP: number;
            newLevel: number;
            leveledUp: boolean;
            nextLevelXP: number;
            rank: string;
            itemDrop: components["schemas"]["ItemDropDto"] | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AdminClassesController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC" | "DESC"] */
                sort?: string;
                /** @description JSON [first, last], both included; at most 100 records */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassSummaryDto"][];
                };
            };
        };
    };
    AdminClassesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewClassFormDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassDto"];
                };
            };
        };
    };
    AdminClassesController_classTotals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassTotalsDto"];
                };
            };
        };
    };
    AdminClassInvitationsController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC" | "DESC"] */
                sort?: string;
                /** @description JSON [first, last], both included; at most 100 records */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path: {
                classId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassInvitationDto"][];
                };
            };
        };
    };
    AdminClassInvitationsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                classId: number;
                invitationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassInvitationDto"];
                };
            };
        };
    };
    AdminClassStudentsController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC" | "DESC"] */
                sort?: string;
                /** @description JSON [first, last], both included; at most 100 records */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path: {
                classId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassStudentDto"][];
                };
            };
        };
    };
    AdminClassStudentsController_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                classId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAddStudentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassInvitationDto"];
                };
            };
        };
    };
    AdminClassStudentsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                classId: number;
                studentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassStudentDto"];
                };
            };
        };
    };
    AdminClassStudentsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                classId: number;
                studentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassStudentDto"];
                };
            };
        };
    };
    AdminClassesController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassDto"];
                };
            };
        };
    };
    AdminClassesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminClassChangesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassDto"];
                };
            };
        };
    };
    AdminClassesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassDto"];
                };
            };
        };
    };
    AdminClassesController_activate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassDto"];
                };
            };
        };
    };
    AdminClassesController_addByUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentUsernameDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassInvitationSentDto"];
                };
            };
        };
    };
    AdminClassesController_deactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassDto"];
                };
            };
        };
    };
    AdminClassesController_regenerateJoinCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassDto"];
                };
            };
        };
    };
    AdminContentController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC" | "DESC"] */
                sort?: string;
                /** @description JSON [first, last], both included; at most 100 records */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentDto"][];
                };
            };
        };
    };
    AdminContentController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherContentItemDto"];
                };
            };
        };
    };
    AdminGoalsController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC" | "DESC"] */
                sort?: string;
                /** @description JSON [first, last], both included; at most 100 records */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentGoalRecordDto"][];
                };
            };
        };
    };
    AdminTransfersController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC" | "DESC"] */
                sort?: string;
                /** @description JSON [first, last], both included; at most 100 records */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentTransferRecordDto"][];
                };
            };
        };
    };
    AdminWishlistController_list: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC" | "DESC"] */
                sort?: string;
                /** @description JSON [first, last], both included; at most 100 records */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentWishlistItemDto"][];
                };
            };
        };
    };
    AdminWishlistController_approveMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistBulkDecisionDto"];
            };
        };
        responses: {
            /** @description The ids of the items this call changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number[];
                    };
                };
            };
        };
    };
    AdminWishlistController_denyMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistBulkDecisionDto"];
            };
        };
        responses: {
            /** @description The ids of the items this call changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number[];
                    };
                };
            };
        };
    };
    AdminWishlistController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentWishlistItemDto"];
                };
            };
        };
    };
    AdminWishlistController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistDecisionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentWishlistItemDto"];
                };
            };
        };
    };
    AdminWishlistController_deny: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistDecisionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentWishlistItemDto"];
                };
            };
        };
    };
    AdminWishlistController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistDecisionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentWishlistItemDto"];
                };
            };
        };
    };
    ParentAnalyticsController_familyOverview: {
        parameters: {
            query?: {
                /** @description One connected child (their user id); without it, all of them together */
                childId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentOverviewDto"];
                        };
                    };
                };
            };
        };
    };
    StudentAnalyticsController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StudentDashboardDto"];
                    };
                };
            };
        };
    };
    StudentAnalyticsController_learningPattern: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LearningPatternEntryDto"][];
                    };
                };
            };
        };
    };
    StudentAnalyticsController_peerComparison: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PeerComparisonEntryDto"][];
                    };
                };
            };
        };
    };
    StudentAnalyticsController_progress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubjectProgressDto"];
                    };
                };
            };
        };
    };
    TeacherAnalyticsController_performance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentPerformanceReportDto"];
                    };
                };
            };
        };
    };
    TeacherAnalyticsController_earnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EarningsReportDto"];
                    };
                };
            };
        };
    };
    TeacherAnalyticsController_engagement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EngagementMetricsDto"];
                    };
                };
            };
        };
    };
    TeacherAnalyticsController_progress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StudentProgressReportDto"];
                    };
                };
            };
        };
    };
    ChangePasswordController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PasswordChangedDto"];
                    };
                };
            };
        };
    };
    PasswordResetController_forgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            /** @description Always the same */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgotPasswordAnswerDto"];
                };
            };
            /** @description VALIDATION_FAILED: no e-mail, or not shaped like one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSessionDto"];
                };
            };
        };
    };
    AuthController_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSessionDto"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutDto"];
                };
            };
        };
    };
    PasswordResetController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description The password is set; sign in with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetDoneDto"];
                };
            };
            /** @description RESET_CODE_INVALID: an unknown, used or expired code (one answer for all); VALIDATION_FAILED: a weak password or passwords that differ (errors names the field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS: too many attempts from this address; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
        };
    };
    VideoCodeController_issue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VideoCodeDto"];
                    };
                };
            };
        };
    };
    VideoCodeController_exchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeVideoCodeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VideoCoursesSessionDto"];
                    };
                };
            };
        };
    };
    ClassAnalyticsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComputeClassAnalyticsDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassAnalyticsDto"];
                    };
                };
            };
        };
    };
    ClassAnalyticsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                classId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassAnalyticsDto"];
                    };
                };
            };
        };
    };
    ClassesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClassDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassDto"];
                    };
                };
            };
        };
    };
    ClassesController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassDto"][];
                    };
                };
            };
        };
    };
    ClassesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateClassDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassDto"];
                    };
                };
            };
        };
    };
    ClassesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassIdDto"];
                    };
                };
            };
        };
    };
    ClassesController_addById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddStudentByIdDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassInvitationSentDto"];
                    };
                };
            };
        };
    };
    ClassesController_addByUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentUsernameDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassInvitationSentDto"];
                    };
                };
            };
        };
    };
    ClassAnnouncementsController_announcements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnnouncementDto"][];
                    };
                };
            };
        };
    };
    ClassAnnouncementsController_announce: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostAnnouncementDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnnouncementDto"];
                    };
                };
            };
        };
    };
    ClassesController_listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassInvitationDto"][];
                    };
                };
            };
        };
    };
    ClassesController_withdrawInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                invitationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WithdrawnClassInvitationDto"];
                    };
                };
            };
        };
    };
    ClassesController_regenerateJoinCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassDto"];
                    };
                };
            };
        };
    };
    ClassesController_removeByUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentUsernameDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassDto"];
                    };
                };
            };
        };
    };
    ClassesController_removeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                studentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassDto"];
                    };
                };
            };
        };
    };
    ClassStudentResetCodeController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                studentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChildResetCodeDto"];
                    };
                };
            };
            /** @description CLASS_NOT_FOUND: not my class; NOT_IN_CLASS: the student is not a member of it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
        };
    };
    ClientConfigController_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClientConfigDto"];
                    };
                };
            };
        };
    };
    CatalogueController_list: {
        parameters: {
            query?: {
                populate?: unknown;
                sort?: unknown;
                "pagination[pageSize]"?: number;
                "pagination[page]"?: number;
                "filters[category][$eq]"?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPageDto"];
                };
            };
        };
    };
    ContentManagementController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContentDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ManagedContentDto"];
                    };
                };
            };
        };
    };
    CatalogueController_publicList: {
        parameters: {
            query?: {
                search?: unknown;
                type?: unknown;
                difficulty?: unknown;
                category?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPageDto"];
                };
            };
        };
    };
    CatalogueController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentDetailDto"];
                    };
                };
            };
        };
    };
    ContentManagementController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContentDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ManagedContentDto"];
                    };
                };
            };
            /** @description CONTENT_INCOMPLETE: the change would leave published content without something to learn from; problems names what */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
        };
    };
    ContentManagementController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentRemovalDto"];
                    };
                };
            };
        };
    };
    ContentManagementController_analytics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OwnContentAnalyticsDto"];
                    };
                };
            };
        };
    };
    EnrollmentController_enroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EnrollmentResultDto"];
                    };
                };
            };
        };
    };
    ContentManagementController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ManagedContentDto"];
                    };
                };
            };
            /** @description NOT_CONTENT_OWNER: another teacher's content; FORBIDDEN: not a teacher */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
            /** @description CONTENT_NOT_FOUND: no such content, or deleted */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
            /** @description CONTENT_INCOMPLETE: problems names what is missing: contentData.questions (noAnsweredQuestion), contentData.videoUrl (noVideoMedia), contentData.durationSeconds (noVideoDuration), contentData.sections (noSectionText), contentData.steps (noCheckedStep) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
        };
    };
    ContentManagementController_unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ManagedContentDto"];
                    };
                };
            };
            /** @description NOT_CONTENT_OWNER: another teacher's content; FORBIDDEN: not a teacher */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
            /** @description CONTENT_NOT_FOUND: no such content, or deleted */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
            /** @description CONTENT_HAS_STUDENTS: students are enrolled, so it stays published */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
        };
    };
    CsrfController_issue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsrfTokenDto"];
                };
            };
        };
    };
    EventsController_stream: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the last event received: the stream first sends what came after it */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events `notification` and `message` (data: the notification or message as JSON), `ready` first and `end` last */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
        };
    };
    MediaController_picture: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag a cache holds: 304 without a body when it is this picture */
                "If-None-Match"?: string;
                /** @description One byte range: bytes=<first>-<last>, bytes=<first>- or bytes=-<last n bytes> */
                Range?: string;
            };
            path: {
                /** @description The picture */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    /** @description "<key>" */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description The asked range */
            206: {
                headers: {
                    /** @description bytes <first>-<last>/<size> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Not modified: the cache holds this picture */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION_FAILED: not a picture's name */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description NOT_FOUND: no such picture is stored */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RANGE_NOT_SATISFIABLE, with Content-Range: bytes *\/<size> */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_still: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A demo film's still */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description VALIDATION_FAILED: not the name of a demo film still */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description NOT_FOUND: no such still is stored */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UploadedMediaDto"];
                    };
                };
            };
            /** @description VALIDATION_FAILED: no file in the field 'file', more than one part, or a broken multipart body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
            /** @description MEDIA_TOO_LARGE: larger than its kind may be (by default 200 MB of video, 10 MB of picture, 20 MB of PDF) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE: not multipart/form-data, or a file that is none of the kinds kept (or an MP4 whose index cannot be read) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
        };
    };
    MediaController_serve: {
        parameters: {
            query: {
                /** @description The user the address was given to */
                viewer: number;
                /** @description When the address stops working, in seconds since 1970 (5 minutes after it was given) */
                expires: number;
                /** @description The preview cut in seconds (120), or 0 for the whole file */
                cut: number;
                /** @description The server's signature of the key, viewer, expiry and cut */
                signature: string;
            };
            header?: {
                /** @description One byte range: bytes=<first>-<last>, bytes=<first>- or bytes=-<last n bytes> */
                Range?: string;
            };
            path: {
                /** @description The stored file, e.g. fractions-intro.mp4 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All the address serves (for a preview, up to its cut) */
            200: {
                headers: {
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description private, max-age=<seconds the address has left> */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                    "video/webm": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "application/pdf": string;
                };
            };
            /** @description The asked range, within what the address serves */
            206: {
                headers: {
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description private, max-age=<seconds the address has left> */
                    "Cache-Control"?: string;
                    /** @description bytes <first>-<last>/<file size> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                    "video/webm": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "application/pdf": string;
                };
            };
            /** @description MEDIA_ADDRESS_INVALID or MEDIA_ADDRESS_EXPIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RANGE_NOT_SATISFIABLE, with Content-Range: bytes *\/<file size> */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MessagesController_listContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageContactDto"][];
                    };
                };
            };
        };
    };
    MessagesController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThreadPageDto"];
                    };
                };
            };
        };
    };
    MessagesController_startThread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartThreadDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StartedThreadDto"];
                    };
                };
            };
        };
    };
    MessagesController_read: {
        parameters: {
            query?: {
                /** @description Only messages before this message id (older ones) */
                before?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThreadDetailDto"];
                    };
                };
            };
        };
    };
    MessagesController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageDto"];
                    };
                };
            };
        };
    };
    MessagesController_setMuted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MuteThreadDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThreadSummaryDto"];
                    };
                };
            };
        };
    };
    MessagesController_markThreadRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThreadSummaryDto"];
                    };
                };
            };
        };
    };
    NotificationsController_notifications: {
        parameters: {
            query?: {
                /** @description Only notifications older than this one */
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationPageDto"];
                    };
                };
            };
        };
    };
    NotificationsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkNotificationsReadDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationsReadDto"];
                    };
                };
            };
        };
    };
    ParentAnnouncementsController_announcements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ParentAnnouncementDto"][];
                    };
                };
            };
        };
    };
    ParentBudgetController_budget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentBudgetDto"];
                        };
                    };
                };
            };
        };
    };
    ParentBudgetController_changeBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateParentBudgetDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentBudgetDto"];
                        };
                    };
                };
            };
        };
    };
    ParentChildClassesController_classes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ChildClassDto"][];
                        };
                    };
                };
            };
        };
    };
    ParentFamilyController_contentProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ChildProgressDto"];
                        };
                    };
                };
            };
        };
    };
    ParentChildResetCodeController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ChildResetCodeDto"];
                        };
                    };
                };
            };
            /** @description CHILD_NOT_FOUND: no such student, or not connected to me */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
        };
    };
    ParentFamilyController_children: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentChildrenDto"];
                        };
                    };
                };
            };
        };
    };
    ParentFamilyController_connect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectChildDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ConnectChildResultDto"];
                        };
                    };
                };
            };
        };
    };
    ParentGoalsController_list: {
        parameters: {
            query?: {
                /** @description Only the goals of this connected child */
                childId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentGoalDto"][];
                        };
                    };
                };
            };
        };
    };
    ParentGoalsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateParentGoalDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentGoalDto"];
                        };
                    };
                };
            };
        };
    };
    ParentGoalsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateParentGoalDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentGoalDto"];
                        };
                    };
                };
            };
        };
    };
    ParentGoalsController_complete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentGoalDto"];
                        };
                    };
                };
            };
        };
    };
    ParentFamilyController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentProfileDto"];
                        };
                    };
                };
            };
        };
    };
    ParentBudgetController_transfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferTokensDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["TransferResultDto"];
                        };
                    };
                };
            };
        };
    };
    ParentWishlistController_list: {
        parameters: {
            query?: {
                /** @description Only this connected child (their user id) */
                childId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentWishlistItemDto"][];
                        };
                    };
                };
            };
        };
    };
    ParentWishlistController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistDecisionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentWishlistItemDto"];
                        };
                    };
                };
            };
        };
    };
    ParentWishlistController_deny: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistDecisionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentWishlistItemDto"];
                        };
                    };
                };
            };
        };
    };
    ParentWishlistController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistDecisionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: components["schemas"]["ParentWishlistItemDto"];
                        };
                    };
                };
            };
        };
    };
    SponsorsController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SponsorProfileDto"];
                    };
                };
            };
        };
    };
    SponsorsController_changeMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSponsorProfileDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SponsorProfileDto"];
                    };
                };
            };
        };
    };
    SponsorsController_pledge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SponsorContentDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PledgeResultDto"];
                    };
                };
            };
        };
    };
    SponsorsController_sponsoredContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SponsoredContentDto"][];
                    };
                };
            };
        };
    };
    SponsorsController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SponsorStatsDto"];
                    };
                };
            };
        };
    };
    GamingController_activityCounters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ActivityCountersDto"];
                    };
                };
            };
        };
    };
    StudentAnnouncementsController_announcements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnnouncementDto"][];
                    };
                };
            };
        };
    };
    ChallengesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChallengesDto"];
                    };
                };
            };
        };
    };
    ChallengesController_claimGoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimChallengeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClaimResultDto"];
                    };
                };
            };
        };
    };
    ReceivedChallengesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReceivedChallengeDto"][];
                    };
                };
            };
        };
    };
    ChestController_open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChestOpenedDto"];
                    };
                };
            };
        };
    };
    ChestController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChestStatusDto"];
                    };
                };
            };
        };
    };
    StudentClassInvitationsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReceivedClassInvitationDto"][];
                    };
                };
            };
        };
    };
    StudentClassInvitationsController_acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StudentClassDto"];
                    };
                };
            };
        };
    };
    StudentClassInvitationsController_declineInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeclinedClassInvitationDto"];
                    };
                };
            };
        };
    };
    StudentClassesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StudentClassDto"][];
                    };
                };
            };
        };
    };
    StudentClassesController_joinClass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinClassDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StudentClassDto"];
                    };
                };
            };
        };
    };
    StudentClassesController_leaveClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassIdDto"];
                    };
                };
            };
        };
    };
    AccessInfoController_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessInfoDto"];
            };
        };
        responses: {
            /** @description By content id (as text) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: components["schemas"]["ContentAccessInfoDto"];
                        };
                    };
                };
            };
        };
    };
    StudentCoursesController_courses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyCoursesDto"];
                    };
                };
            };
        };
    };
    StudentCoursesController_coursePage: {
        parameters: {
            query?: {
                category?: components["schemas"]["ContentCategory"];
                type?: components["schemas"]["ContentType"];
                /** @description recent: last opened (else enrolled) first; progress: furthest first; title: A to Z */
                sort?: "recent" | "progress" | "title";
                /** @description How many courses of the list to pass over */
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyCoursesPageDto"];
                    };
                };
            };
        };
    };
    StudentCoursesController_progress: {
        parameters: {
            query?: never;
            header?: {
                /** @description desktop, mobile, tablet, …; counted as unknown otherwise */
                "x-device-type"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProgressDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProgressResultDto"];
                    };
                };
            };
        };
    };
    StudentCoursesController_quizAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizAttemptDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuizAttemptResultDto"];
                    };
                };
            };
        };
    };
    StudentCoursesController_rating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateContentDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RatingResultDto"];
                    };
                };
            };
        };
    };
    StudentCoursesController_stepCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                index: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepCheckDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StepCheckResultDto"];
                    };
                };
            };
        };
    };
    InventoryController_craftItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CraftItemDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CraftResultDto"];
                    };
                };
            };
        };
    };
    InventoryController_craftingMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CraftingMaterialDto"][];
                    };
                };
            };
        };
    };
    InventoryController_craftingRecipes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipesAnswerDto"];
                };
            };
        };
    };
    GamingController_gaming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GamingProfileDto"];
                    };
                };
            };
        };
    };
    StudentGoalsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StudentGoalDto"][];
                    };
                };
            };
        };
    };
    InventoryController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InventoryDto"];
                    };
                };
            };
        };
    };
    InventoryController_sellItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryActionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SellResultDto"];
                    };
                };
            };
        };
    };
    InventoryController_useItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryActionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UseResultDto"];
                    };
                };
            };
        };
    };
    LeaderboardController_board: {
        parameters: {
            query?: {
                type?: "all-time" | "daily" | "weekly" | "monthly";
                category?: "global" | "streak" | "level" | "tokens" | "chests";
                page?: number;
                limit?: number;
                /** @description Only the students of this class (one of yours) */
                classId?: number;
                /** @description Your neighbourhood: five places above you and five below */
                around?: "me";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeaderboardPageDto"];
                    };
                };
            };
            /** @description LEADERBOARD_REBUILDING: the board is being rebuilt from the database (after the rank store lost it, or while a start brings it in line); Retry-After says when to ask again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswerDto"];
                };
            };
        };
    };
    LeaderboardController_challenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendChallengeDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SentChallengeDto"];
                    };
                };
            };
        };
    };
    GamingController_streak: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LoginStreakResultDto"];
                    };
                };
            };
        };
    };
    GamingController_rewardOdds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RewardOddsDto"];
                    };
                };
            };
        };
    };
    StudentParentsController_createLinkCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ParentLinkCodeDto"];
                    };
                };
            };
        };
    };
    StudentParentsController_acceptRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AcceptedParentDto"];
                    };
                };
            };
        };
    };
    StudentParentsController_declineRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeclinedRequestDto"];
                    };
                };
            };
        };
    };
    StudentParentsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StudentParentsDto"];
                    };
                };
            };
        };
    };
    StudentParentsController_removeParent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                parentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RemovedParentDto"];
                    };
                };
            };
        };
    };
    GamingController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStudentProfileDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StudentProfileDto"];
                    };
                };
            };
        };
    };
    WishlistController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistItemDto"][];
                    };
                };
            };
        };
    };
    WishlistController_addItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddWishlistItemDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistItemDto"];
                    };
                };
            };
        };
    };
    WishlistController_removeItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RemovedWishlistItemDto"];
                    };
                };
            };
        };
    };
    GamingController_xp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AwardXpDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClientXpResultDto"];
                    };
                };
            };
        };
    };
    TeacherController_analytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TeacherAnalyticsDto"];
                    };
                };
            };
        };
    };
    TeacherController_content: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TeacherContentItemDto"][];
                    };
                };
            };
        };
    };
    TeacherController_enrollments: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Part of a student's username, first or last name, or of the content's title */
                search?: string;
                /** @description Only the enrollments in this content item (one of yours) */
                contentId?: number;
                /** @description Complete, In Progress (progress above 0) or Not Started */
                status?: "complete" | "in-progress" | "not-started";
                /** @description Active: enrolled in or worked on one of your courses within 7 days */
                activity?: "active" | "inactive";
                /** @description The column the list is sorted by: the student (last name, first name, username), the content's title, progress, time spent, last accessed (never accessed counts as oldest) or when the student enrolled (the default); ties are broken by the enrollment id */
                sort?: components["schemas"]["EnrollmentSort"];
                /** @description asc or desc; asc when a sort is named, newest first when none is */
                order?: components["schemas"]["SortOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherEnrollmentPageDto"];
                };
            };
        };
    };
    TeacherController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TeacherProfileDto"];
                    };
                };
            };
        };
    };
    TeacherController_changeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTeacherProfileDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TeacherProfileDto"];
                    };
                };
            };
        };
    };
    AuthController_rotate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenDto"];
                };
            };
        };
    };
    UsersController_me: {
        parameters: {
            query?: {
                populate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserDto"];
                };
            };
        };
    };
    AccountDeletionController_state: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountDeletionDto"];
                    };
                };
            };
        };
    };
    AccountDeletionController_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleAccountDeletionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountDeletionDto"];
                    };
                };
            };
        };
    };
    AccountDeletionController_keep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountDeletionDto"];
                    };
                };
            };
        };
    };
    AccountDataController_download: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description attachment; filename="questlearn-data-<username>-<date>.json" */
                    "Content-Disposition"?: string;
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataExportDto"];
                };
            };
        };
    };
    UserSettingsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserSettingsDto"];
                    };
                };
            };
        };
    };
    UserSettingsController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserSettingsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserSettingsDto"];
                    };
                };
            };
        };
    };
}
