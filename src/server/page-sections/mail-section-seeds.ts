import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The words of the mails visitors receive as they were before they became content (decision 062),
 * moved from the messages files word for word. Two placeholders were renamed: the visitor's first
 * name, `{name}` there, is `{visitor}`, and the agency's name, `{site}` there, is `{name}`, as in all
 * copy (filled in from the settings).
 */
export const mailSectionSeeds = {
  fr: {
    common: {
      greeting: 'Bonjour {visitor},',
      greetingAnonymous: 'Bonjour,',
      signature: 'L’équipe {name}',
    },
    contactAcknowledgement: {
      subject: 'Nous avons bien reçu votre message',
      intro:
        'Merci de nous avoir écrit. Nous avons bien reçu votre demande et nous vous répondrons sous 24h (jours ouvrés).',
      booking:
        'Envie d’en parler de vive voix ? Réservez une consultation gratuite de 15 minutes :',
      bookingButton: 'Réserver une consultation',
      phone: 'Vous préférez le téléphone ? Appelez-nous au {phone}.',
      notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.',
    },
    newsletterConfirmation: {
      subject: 'Confirmez votre inscription aux guides {name}',
      intro:
        'Vous avez demandé à recevoir nos guides SEO et d’automatisation IA. Confirmez votre adresse pour finaliser l’inscription :',
      button: 'Confirmer mon inscription',
      ignore:
        'Si vous n’avez rien demandé, ignorez cet e-mail : vous ne recevrez rien de notre part.',
    },
    newsletterWelcome: {
      subject: 'Bienvenue ! Votre inscription est confirmée',
      intro:
        'Votre inscription est confirmée. Vous recevrez nos nouveaux guides SEO et d’automatisation IA, un e-mail par mois au plus.',
      blogButton: 'Lire nos derniers guides',
      footer: 'Vous recevez cet e-mail car vous êtes inscrit aux guides de {name}.',
      unsubscribe: 'Se désinscrire',
    },
    campaign: {
      viewOnlineIntro: 'Ce message s’affiche mal ?',
      viewOnline: 'Le lire dans votre navigateur',
      footer:
        'Vous recevez cette lettre parce que vous êtes inscrit à la newsletter de {name}. Elle ne contient aucun pixel de suivi et ses liens ne sont pas réécrits.',
      unsubscribe: 'Se désinscrire',
      readArticle: 'Lire l’article',
    },
  },
  en: {
    common: {
      greeting: 'Hello {visitor},',
      greetingAnonymous: 'Hello,',
      signature: 'The {name} team',
    },
    contactAcknowledgement: {
      subject: 'We have received your message',
      intro:
        'Thank you for writing to us. We have received your request and will reply within 24h (business days).',
      booking: 'Would you rather talk it through? Book a free 15-minute consultation:',
      bookingButton: 'Book a consultation',
      phone: 'Prefer the phone? Call us on {phone}.',
      notYou: 'If you did not send this request, simply ignore this email.',
    },
    newsletterConfirmation: {
      subject: 'Confirm your subscription to the {name} guides',
      intro:
        'You asked to receive our SEO and AI-automation guides. Confirm your address to complete your subscription:',
      button: 'Confirm my subscription',
      ignore: 'If you did not ask for anything, ignore this email: you will not hear from us.',
    },
    newsletterWelcome: {
      subject: 'Welcome! Your subscription is confirmed',
      intro:
        'Your subscription is confirmed. You will receive our new SEO and AI-automation guides, one email a month at most.',
      blogButton: 'Read our latest guides',
      footer: 'You are receiving this email because you subscribed to the {name} guides.',
      unsubscribe: 'Unsubscribe',
    },
    campaign: {
      viewOnlineIntro: 'Trouble reading this email?',
      viewOnline: 'Read it in your browser',
      footer:
        'You receive this letter because you subscribed to the {name} newsletter. It contains no tracking pixel and its links are not rewritten.',
      unsubscribe: 'Unsubscribe',
      readArticle: 'Read the article',
    },
  },
  ar: {
    common: {
      greeting: 'مرحبًا {visitor}،',
      greetingAnonymous: 'مرحبًا،',
      signature: 'فريق {name}',
    },
    contactAcknowledgement: {
      subject: 'استلمنا رسالتك',
      intro: 'شكرًا لتواصلك معنا. استلمنا طلبك وسنرد عليك خلال 24 ساعة (أيام العمل).',
      booking: 'هل تفضّل الحديث مباشرة؟ احجز استشارة مجانية مدتها 15 دقيقة:',
      bookingButton: 'احجز استشارة',
      phone: 'تفضّل الهاتف؟ اتصل بنا على {phone}.',
      notYou: 'إذا لم تكن أنت من أرسل هذا الطلب، فتجاهل هذه الرسالة ببساطة.',
    },
    newsletterConfirmation: {
      subject: 'أكّد اشتراكك في أدلة {name}',
      intro: 'طلبت تلقي أدلتنا في SEO والأتمتة بالذكاء الاصطناعي. أكّد عنوانك لإتمام الاشتراك:',
      button: 'تأكيد اشتراكي',
      ignore: 'إذا لم تطلب شيئًا، فتجاهل هذه الرسالة: لن تصلك منا أي رسائل.',
    },
    newsletterWelcome: {
      subject: 'مرحبًا بك! تم تأكيد اشتراكك',
      intro:
        'تم تأكيد اشتراكك. ستصلك أدلتنا الجديدة في SEO والأتمتة بالذكاء الاصطناعي، برسالة واحدة في الشهر على الأكثر.',
      blogButton: 'اقرأ أحدث أدلتنا',
      footer: 'تصلك هذه الرسالة لأنك مشترك في أدلة {name}.',
      unsubscribe: 'إلغاء الاشتراك',
    },
    campaign: {
      viewOnlineIntro: 'هل تظهر هذه الرسالة بشكل غير سليم؟',
      viewOnline: 'اقرأها في متصفحك',
      footer:
        'تصلك هذه الرسالة لأنك مشترك في النشرة الإخبارية لـ {name}. لا تحتوي على أي بكسل تتبّع ولا تُعاد كتابة روابطها.',
      unsubscribe: 'إلغاء الاشتراك',
      readArticle: 'اقرأ المقال',
    },
  },
  'ar-ma': {
    common: {
      greeting: 'السلام {visitor}،',
      greetingAnonymous: 'السلام،',
      signature: 'الفريق ديال {name}',
    },
    contactAcknowledgement: {
      subject: 'توصلنا بالميساج ديالك',
      intro: 'شكرا حيت كتبتي لينا. توصلنا بالطلب ديالك وغادي نجاوبوك فـ 24 ساعة (فأيام الخدمة).',
      booking: 'بغيتي نهضرو مباشرة؟ حجز استشارة فابور ديال 15 دقيقة:',
      bookingButton: 'حجز استشارة',
      phone: 'كتفضّل التيليفون؟ عيّط لينا على {phone}.',
      notYou: 'إلا ماشي نتا اللي صيفط هاد الطلب، غير خلي هاد الإيميل وما دير والو.',
    },
    newsletterConfirmation: {
      subject: 'أكّد التسجيل ديالك فالشروحات ديال {name}',
      intro:
        'طلبتي توصلك الشروحات ديالنا على SEO والأتمتة بالذكاء الاصطناعي. أكّد الإيميل ديالك باش يكمل التسجيل:',
      button: 'أكّد التسجيل ديالي',
      ignore: 'إلا ما طلبتي والو، خلي هاد الإيميل: ما غادي يوصلك حتى شي حاجة من عندنا.',
    },
    newsletterWelcome: {
      subject: 'مرحبا بيك! التسجيل ديالك تأكّد',
      intro:
        'التسجيل ديالك تأكّد. غادي توصلك الشروحات الجداد ديالنا على SEO والأتمتة بالذكاء الاصطناعي، إيميل واحد فالشهر على الأكثر.',
      blogButton: 'قرا آخر الشروحات ديالنا',
      footer: 'وصلك هاد الإيميل حيت نتا مسجّل فالشروحات ديال {name}.',
      unsubscribe: 'حيّد التسجيل',
    },
    campaign: {
      viewOnlineIntro: 'الرسالة ما باناش مزيان؟',
      viewOnline: 'قراها فالمتصفح ديالك',
      footer:
        'كتوصلك هاد الرسالة حيت مسجل فالنشرة ديال {name}. ما فيها حتى بكسل ديال التتبع والروابط ديالها ما مبدلينش.',
      unsubscribe: 'لغي الاشتراك',
      readArticle: 'قرا المقال',
    },
  },
} satisfies Record<Locale, Record<string, SectionContent>>;
