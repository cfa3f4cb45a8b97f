import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The newsletter pages' words as the site showed them before they became content (decision 058),
 * moved from the messages files word for word; the reader's address, `{email}` there, is
 * `{subscriber}` (`{email}` in copy is the agency's address).
 */
export const newsletterSectionSeeds = {
  fr: {
    meta: {
      title: 'Newsletter : toutes nos lettres',
      description:
        'Les guides SEO et d’automatisation IA envoyés par {name} à ses abonnés, à relire en ligne.',
    },
    archive: {
      eyebrow: 'Newsletter',
      title: 'Nos lettres',
      intro:
        'Chaque lettre envoyée à nos abonnés, à relire ici. Pour recevoir les prochaines, inscrivez-vous depuis le blog.',
      subscribe: 'S’inscrire depuis le blog',
      empty: 'Aucune lettre n’a encore été envoyée. Inscrivez-vous pour recevoir la première.',
    },
    confirm: {
      metaTitle: 'Confirmer votre inscription',
      title: 'Confirmez votre inscription',
      askText: 'Un dernier clic pour recevoir nos guides à l’adresse {subscriber}.',
      doneTitle: 'Inscription confirmée',
      doneText:
        'Merci ! Vous recevrez nos prochains guides SEO et d’automatisation IA, un e-mail par mois au plus.',
    },
    unsubscribe: {
      metaTitle: 'Désinscription',
      title: 'Se désinscrire',
      askText: 'Vous ne recevrez plus nos guides à l’adresse {subscriber}.',
      doneTitle: 'Vous êtes désinscrit',
      doneText:
        'Votre adresse a été retirée de notre liste. Vous pouvez vous réinscrire à tout moment depuis le blog.',
    },
    links: {
      invalidTitle: 'Lien invalide',
      invalidText:
        'Ce lien n’est pas ou plus valide. Vérifiez que vous l’avez copié en entier, ou inscrivez-vous à nouveau depuis le blog.',
      toBlog: 'Voir le blog',
    },
  },
  en: {
    meta: {
      title: 'Newsletter: all our letters',
      description:
        'The SEO and AI automation guides {name} sent to its subscribers, to read online.',
    },
    archive: {
      eyebrow: 'Newsletter',
      title: 'Our letters',
      intro:
        'Every letter sent to our subscribers, to read again here. To receive the next ones, sign up from the blog.',
      subscribe: 'Sign up from the blog',
      empty: 'No letter has been sent yet. Sign up to receive the first one.',
    },
    confirm: {
      metaTitle: 'Confirm your subscription',
      title: 'Confirm your subscription',
      askText: 'One last click to receive our guides at {subscriber}.',
      doneTitle: 'Subscription confirmed',
      doneText:
        'Thank you! You will receive our next SEO and AI-automation guides, one e-mail a month at most.',
    },
    unsubscribe: {
      metaTitle: 'Unsubscribe',
      title: 'Unsubscribe',
      askText: 'You will no longer receive our guides at {subscriber}.',
      doneTitle: 'You are unsubscribed',
      doneText:
        'Your address has been removed from our list. You can subscribe again at any time from the blog.',
    },
    links: {
      invalidTitle: 'Invalid link',
      invalidText:
        'This link is not valid or has expired. Check that you copied it in full, or subscribe again from the blog.',
      toBlog: 'Go to the blog',
    },
  },
  ar: {
    meta: {
      title: 'النشرة الإخبارية: كل رسائلنا',
      description:
        'أدلة تحسين محركات البحث والأتمتة بالذكاء الاصطناعي التي أرسلتها {name} إلى مشتركيها، للقراءة عبر الإنترنت.',
    },
    archive: {
      eyebrow: 'النشرة الإخبارية',
      title: 'رسائلنا',
      intro:
        'كل رسالة أُرسلت إلى مشتركينا، لإعادة قراءتها هنا. لتصلك الرسائل القادمة، اشترك من المدونة.',
      subscribe: 'الاشتراك من المدونة',
      empty: 'لم تُرسل أي رسالة بعد. اشترك لتصلك الأولى.',
    },
    confirm: {
      metaTitle: 'تأكيد اشتراكك',
      title: 'أكّد اشتراكك',
      askText: 'نقرة أخيرة لتصلك أدلتنا على العنوان {subscriber}.',
      doneTitle: 'تم تأكيد الاشتراك',
      doneText:
        'شكرًا لك! ستصلك أدلتنا القادمة في SEO والأتمتة بالذكاء الاصطناعي، برسالة واحدة في الشهر على الأكثر.',
    },
    unsubscribe: {
      metaTitle: 'إلغاء الاشتراك',
      title: 'إلغاء الاشتراك',
      askText: 'لن تصلك أدلتنا بعد الآن على العنوان {subscriber}.',
      doneTitle: 'تم إلغاء اشتراكك',
      doneText: 'أُزيل عنوانك من قائمتنا. يمكنك الاشتراك من جديد في أي وقت من المدونة.',
    },
    links: {
      invalidTitle: 'رابط غير صالح',
      invalidText:
        'هذا الرابط غير صالح أو انتهت صلاحيته. تحقّق من أنك نسخته كاملًا، أو اشترك من جديد من المدونة.',
      toBlog: 'تصفّح المدونة',
    },
  },
  'ar-ma': {
    meta: {
      title: 'النشرة: جميع الرسائل ديالنا',
      description:
        'الأدلة ديال SEO والأتمتة بالذكاء الاصطناعي اللي صيفطات {name} للمشتركين ديالها، تقراهم أونلاين.',
    },
    archive: {
      eyebrow: 'النشرة',
      title: 'الرسائل ديالنا',
      intro:
        'كل رسالة تصيفطات للمشتركين ديالنا، تقدر تعاود تقراها هنا. باش توصلك الجاية، تسجل من البلوغ.',
      subscribe: 'تسجل من البلوغ',
      empty: 'باقي ما تصيفطات حتى رسالة. تسجل باش توصلك الأولى.',
    },
    confirm: {
      metaTitle: 'أكّد التسجيل ديالك',
      title: 'أكّد التسجيل ديالك',
      askText: 'كليكة أخيرة وغادي توصلك الشروحات ديالنا فالإيميل {subscriber}.',
      doneTitle: 'التسجيل تأكّد',
      doneText:
        'شكرا! غادي توصلك الشروحات الجاية ديالنا على SEO والأتمتة بالذكاء الاصطناعي، إيميل واحد فالشهر على الأكثر.',
    },
    unsubscribe: {
      metaTitle: 'حيّد التسجيل',
      title: 'حيّد التسجيل',
      askText: 'ما غاديش يبقاو يوصلوك الشروحات ديالنا فالإيميل {subscriber}.',
      doneTitle: 'تحيّدتي من الليستة',
      doneText: 'الإيميل ديالك تحيّد من الليستة ديالنا. تقدر تعاود تسجّل فأي وقت من البلوگ.',
    },
    links: {
      invalidTitle: 'الرابط ماشي صالح',
      invalidText:
        'هاد الرابط ماشي صالح ولا ما بقاش خدام. تأكد بلي نسختيه كامل، ولا عاود تسجّل من البلوگ.',
      toBlog: 'شوف البلوگ',
    },
  },
} satisfies Record<Locale, Record<string, SectionContent>>;
